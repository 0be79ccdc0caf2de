import { Form, Link } from "react-router";
import { UNSUBSCRIBE_PATH, type AlertChannel } from "~/domain/garage/watch-alerts";

/** What the unsubscribe page shows (server/alerts/unsubscribe-page.server.ts UnsubscribeView, as the page needs it). */
export interface UnsubscribeViewProps {
  siteName: string;
  token: string | null;
  subscriber: { firstName: string; channel: AlertChannel; hasEmail: boolean } | null;
  changed: AlertChannel | null;
}

const BY: Record<AlertChannel, string> = { sms: "by SMS", email: "by email", off: "" };

/**
 * The page of the alerts' one-click unsubscribe link (issue 11 §8): one
 * button to stop them, and the way back or to the other channel. Works
 * without JavaScript (a plain form post).
 */
export function UnsubscribePage({ view }: { view: UnsubscribeViewProps }) {
  const s = view.subscriber;
  if (!s || !view.token)
    return (
      <section className="error-page unsubscribe">
        <h1>Car alerts</h1>
        <p>This unsubscribe link is not valid on this site. Use the link in the message you received from {view.siteName}.</p>
        <Link to="/">Back to the home page</Link>
      </section>
    );
  const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(view.token)}`;
  const choice = (channel: AlertChannel, label: string, primary = false) => (
    <button type="submit" name="channel" value={channel} className={primary ? "button" : "button button--ghost"}>
      {label}
    </button>
  );
  return (
    <section className="error-page unsubscribe">
      {s.channel === "off" ? (
        <>
          <h1>You are unsubscribed</h1>
          <p>
            {view.changed === "off" ? "Done. " : ""}You will get no more car alerts from {view.siteName}. Your saved cars stay in
            your watchlist.
          </p>
        </>
      ) : (
        <>
          <h1>Stop car alerts from {view.siteName}?</h1>
          <p>
            {s.firstName ? `Hi ${s.firstName}, you` : "You"} get a message {BY[s.channel]} when a car you saved drops in price, is
            sold or is back in stock (at most one per car a day).
          </p>
          {view.changed ? <p role="status">Saved: alerts now come {BY[s.channel]}.</p> : null}
        </>
      )}
      <Form method="post" action={action} reloadDocument>
        <input type="hidden" name="token" value={view.token} />
        <div className="unsubscribe__actions">
          {s.channel !== "off" ? choice("off", "Unsubscribe", true) : null}
          {s.channel !== "sms"
            ? choice("sms", s.channel === "off" ? "Turn alerts back on by SMS" : "Send alerts by SMS instead")
            : null}
          {s.channel !== "email" && s.hasEmail
            ? choice("email", s.channel === "off" ? "Turn alerts back on by email" : "Send alerts by email instead")
            : null}
        </div>
      </Form>
    </section>
  );
}
