import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useActionData, useNavigation, useRouteLoaderData, useSubmit } from "react-router";
import { CODE_LENGTH, CODE_MESSAGES, loginStatus } from "~/domain/sign-in/code";
import { mobileField, sendCodeSchema, verifyCodeSchema } from "~/domain/sign-in/sign-in-form";
import { storageKey } from "~/domain/garage/favourites";
import { writeLocal } from "../search/local-store";
import { useSavedCars } from "../search/use-saved-cars";
import { isKnownEventId } from "~/domain/analytics/event-ids";
import { trackId } from "~/ui/analytics/events";

/** The site's slug, which names its local favourites list (favourites.ts storageKey). */
function useRouteLoaderSiteSlug(): string {
  const root = useRouteLoaderData("root") as { site?: { slug: string } } | undefined;
  return root?.site?.slug ?? "";
}

/** Why the details carry required marks though a returning shopper may leave them (issue 17 §4). */
export const DETAILS_HINT = "Required the first time you sign in with this mobile number.";

/** What the /sign-in action answers (app/routes/sign-in.tsx). */
export type SignInActionData =
  | { step: "details"; phone?: string; result: SubmissionResult<string[]> }
  | {
      step: "sent";
      phone: string;
      sentAt?: number;
      resendAfterMs?: number;
      analyticsEventId?: number;
      result: SubmissionResult<string[]>;
    }
  | { step: "verified"; to: string; analyticsEventId: number; mergedFavourites?: boolean };

/**
 * The sign-in form (spec 02 §4 'Phone verification'): code not sent, sending,
 * sent (the button becomes 'Resend Code', the phone field is locked, a resend
 * after 15 s), then verified. One <form>: Send Code and Verify are its two
 * submit buttons (intent), so each step is a plain POST without JavaScript.
 */
export function SignInForm({
  heading,
  back,
  mergeFavourites = false,
  alertsNote = false,
}: {
  heading: string;
  back: string;
  /** Issue 11 §6: send this browser's favourites with the code, to join the account's watchlist. */
  mergeFavourites?: boolean;
  /** Issue 11 §8: say that saved cars get alerts by SMS (the default) and where to switch them off. */
  alertsNote?: boolean;
}) {
  const actionData = useActionData<SignInActionData>();
  const siteSlug = useRouteLoaderSiteSlug();
  const favourites = useSavedCars(siteSlug, "favourites");
  const navigation = useNavigation();
  const submit = useSubmit();
  const [hydrated, setHydrated] = useState(false);
  const [precheckError, setPrecheckError] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(0);
  useEffect(() => setHydrated(true), []);

  const sent = actionData?.step === "sent";
  const lastResult = actionData && actionData.step !== "verified" ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: formData.get("intent") === "verify" ? verifyCodeSchema : sendCodeSchema });
    },
  });

  // Spec 02 §7: analytics 36 when a code was sent, 37 when verified (then the target loads with the new cookie).
  useEffect(() => {
    if (actionData?.step === "sent" && actionData.analyticsEventId && isKnownEventId(actionData.analyticsEventId))
      trackId(actionData.analyticsEventId);
    if (actionData?.step === "verified") {
      if (isKnownEventId(actionData.analyticsEventId)) trackId(actionData.analyticsEventId);
      // The account holds them now; the local list would only drift from it.
      if (actionData.mergedFavourites) writeLocal(storageKey(siteSlug, "favourites"), "[]");
      window.location.assign(actionData.to);
    }
  }, [actionData, siteSlug]);

  // Spec 02 §9: a resend is offered 15 seconds after a send.
  useEffect(() => {
    if (actionData?.step !== "sent" || !actionData.sentAt || !actionData.resendAfterMs) return;
    const until = actionData.sentAt + actionData.resendAfterMs;
    const tick = () => setResendIn(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [actionData]);

  /**
   * Whether this site knows the number (spec 02 §7 /api/check-if-contact-exists), asked when the mobile
   * field is left: a returning shopper's details are optional, a new one's required (missingDetails).
   * Without JavaScript, or before the answer, the details show as required, with the hint saying when.
   */
  const [known, setKnown] = useState(false);
  async function checkContact(value: string) {
    const phone = mobileField.safeParse(value);
    if (!phone.success) return setKnown(false);
    const res = await fetch(`/api/check-if-contact-exists?phone_number=${encodeURIComponent(phone.data)}`).catch(() => null);
    const body = res?.ok ? ((await res.json().catch(() => null)) as { data?: { exists?: unknown } } | null) : null;
    setKnown(body?.data?.exists === true);
  }

  const busy = navigation.state === "submitting";
  const sending = busy && navigation.formData?.get("intent") === "send";
  const verifying = busy && navigation.formData?.get("intent") === "verify";
  const lockedPhone = sent ? actionData.phone : undefined;
  const formError = precheckError ?? form.errors?.[0];

  /** With JavaScript, Send Code first asks /api/rate-limit (spec 02 §7); a refusal shows the too-many message. */
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "send") return;
    event.preventDefault();
    const formData = new FormData(event.currentTarget, submitter);
    setPrecheckError(null);
    const res = await fetch("/api/rate-limit", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: formData.get("phone") }),
    }).catch(() => null);
    if (res?.status === 429) {
      setPrecheckError(CODE_MESSAGES.tooMany);
      return;
    }
    void submit(formData, { method: "post" });
  }

  return (
    <section className="sign-in__card" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{heading}</h1>
      <p className="sign-in__lead">We will text a {CODE_LENGTH}-digit code to your mobile to confirm it is you.</p>
      {alertsNote ? (
        <p className="sign-in__lead">Saved cars get price-drop alerts by SMS; you can switch them off in My Garage.</p>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(e) => {
          form.onSubmit(e);
          if (!e.defaultPrevented) void onSubmit(e);
        }}
        className="sign-in__form"
        data-login-status={loginStatus(actionData?.step)}
      >
        <input type="hidden" name="js" value={hydrated ? "1" : "0"} />
        {mergeFavourites && hydrated && favourites.entries.length ? (
          <input type="hidden" name="favourites" value={favourites.entries.map((e) => e.id).join(",")} />
        ) : null}
        {formError ? (
          <div className="sign-in__alert" role="alert" id={form.errorId}>
            {formError}
          </div>
        ) : null}
        <p className="sign-in__note">Fields marked * are required.</p>
        <Field
          label="Mobile Number"
          meta={fields.phone}
          required
          autoComplete="tel"
          type="tel"
          inputMode="tel"
          readOnly={Boolean(lockedPhone)}
          defaultValue={lockedPhone}
          hint={lockedPhone ? "The code was sent to this number." : undefined}
          onBlur={(e) => void checkContact(e.currentTarget.value)}
        />
        <fieldset className="sign-in__details" aria-describedby="sign-in-details-hint">
          <legend>Your details</legend>
          <p className="sign-in__hint" id="sign-in-details-hint">
            {known ? "Welcome back: we have your details, so these are optional." : DETAILS_HINT}
          </p>
          <Field label="First Name" meta={fields.first_name} required={!known} autoComplete="given-name" />
          <Field label="Last Name" meta={fields.last_name} required={!known} autoComplete="family-name" />
          <Field label="Email Address" meta={fields.email} required={!known} autoComplete="email" type="email" />
        </fieldset>
        {lockedPhone ? <input type="hidden" name="locked" value="1" /> : null}
        {sent ? (
          <Field
            label="Verification Code"
            meta={fields.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={CODE_LENGTH + 2}
            autoFocus
          />
        ) : null}
        <div className="sign-in__actions">
          <button
            type="submit"
            name="intent"
            value="send"
            formNoValidate
            className={sent ? "button button--ghost" : "button"}
            disabled={sending || (hydrated && resendIn > 0)}
          >
            {sending
              ? "Sending..."
              : sent
                ? hydrated && resendIn > 0
                  ? `Resend Code (${resendIn}s)`
                  : "Resend Code"
                : "Send Code"}
          </button>
          {sent ? (
            <button type="submit" name="intent" value="verify" className="button" disabled={verifying}>
              {verifying ? "Verifying..." : "Verify and Sign In"}
            </button>
          ) : null}
        </div>
        <p role="status" className="sign-in__status">
          {sent && !formError ? `A code was sent to ${lockedPhone}. It expires in 10 minutes.` : ""}
        </p>
      </Form>
      <p className="sign-in__back">
        <a href={back}>Go back</a>
      </p>
    </section>
  );
}

interface FieldMeta {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
  key?: string;
  valid: boolean;
  descriptionId: string;
}

function Field({
  label,
  meta,
  hint,
  required = false,
  type = "text",
  ...rest
}: {
  label: string;
  /** Shows the required mark (*) and tells assistive technology. */
  required?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's field metadata is generic over the schema
  meta: any;
  hint?: string;
  type?: "text" | "email" | "tel";
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">) {
  const m = meta as FieldMeta;
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? m.descriptionId : undefined });
  const { defaultValue: conformDefault, ...inputProps } = props as typeof props & { defaultValue?: string };
  return (
    <div className="sign-in__field">
      <label htmlFor={m.id}>
        {label}
        {required ? (
          <span className="sign-in__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <input
        {...inputProps}
        defaultValue={rest.defaultValue ?? conformDefault}
        {...rest}
        aria-required={required || undefined}
        key={inputProps.key}
      />
      {hint ? (
        <p className="sign-in__hint" id={m.descriptionId}>
          {hint}
        </p>
      ) : null}
      {m.errors?.length ? (
        <p className="sign-in__error" id={m.errorId}>
          {m.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
