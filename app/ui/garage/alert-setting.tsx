import { Form, useNavigation } from "react-router";
import { ALERT_CHANNELS, type AlertChannel } from "~/domain/garage/watch-alerts";
import { ALERT_CHANNEL_LABELS, ALERT_CHANNEL_NOW, ALERT_SETTING_INTENT } from "./alert-setting-form";

/**
 * The shopper's alerts consent in My Garage (issue 11 §8): price drops, sold
 * and back in stock for saved cars, by SMS, email or off. The current choice
 * is checked and said in words; a plain form post to the page, so it works
 * before JavaScript loads; the server's message for a refused choice sits
 * under the choices, tied to them by aria-describedby.
 */
export function AlertSetting({
  channel,
  hasEmail,
  error,
  saved,
}: {
  channel: AlertChannel;
  hasEmail: boolean;
  /** The action's field message for `channel`, if the last post was refused. */
  error?: string;
  /** The channel the last post saved. */
  saved?: AlertChannel;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === ALERT_SETTING_INTENT;
  return (
    <section aria-labelledby="garage-alerts" className="garage__alerts">
      <h2 id="garage-alerts">Alerts</h2>
      <Form method="post" preventScrollReset className="garage__alerts-form">
        <input type="hidden" name="intent" value={ALERT_SETTING_INTENT} />
        <fieldset aria-describedby={error ? "garage-alerts-error garage-alerts-now" : "garage-alerts-now"}>
          <legend>When a car you saved drops in price, is sold or is back in stock, tell me by</legend>
          {/* key: the checked choice follows the saved one after a post. */}
          <div className="garage__alerts-choices" key={channel}>
            {ALERT_CHANNELS.map((c) => (
              <label key={c} className="garage__alerts-choice">
                <input type="radio" name="channel" value={c} defaultChecked={c === channel} />
                <span>
                  {ALERT_CHANNEL_LABELS[c]}
                  {c === "email" && !hasEmail ? <small> (no email address given)</small> : null}
                </span>
              </label>
            ))}
          </div>
          {error ? (
            <p className="garage__alerts-error" id="garage-alerts-error">
              {error}
            </p>
          ) : null}
        </fieldset>
        <p className="garage__hint" id="garage-alerts-now">
          {ALERT_CHANNEL_NOW[channel]} At most one message per car a day, each with a link to stop them.
        </p>
        <div className="garage__alerts-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Saving..." : "Save alert setting"}
          </button>
          <p role="status" className="garage__alerts-status">
            {saved && !error ? `Saved. ${ALERT_CHANNEL_NOW[saved]}` : ""}
          </p>
        </div>
      </Form>
    </section>
  );
}
