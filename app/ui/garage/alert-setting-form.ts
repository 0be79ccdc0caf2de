import { z } from "zod";
import { ALERT_CHANNELS, type AlertChannel } from "~/domain/garage/watch-alerts";

/**
 * My Garage's alerts setting (issue 11 §8 "one SMS or email (by their
 * consent)"): the form's one schema, used by the route's action and named by
 * the page. Email only for a shopper who gave an address: otherwise the
 * field says why.
 */
export const ALERT_SETTING_INTENT = "alerts";

export const ALERT_SETTING_MESSAGES = {
  channel: "Choose SMS, email or off.",
  noEmail: "We have no email address for you, so alerts can come by SMS or be switched off.",
} as const;

export const ALERT_CHANNEL_LABELS: Record<AlertChannel, string> = {
  sms: "SMS to the mobile you signed in with",
  email: "Email",
  off: "Off: no alerts",
};

/** What the setting says it is now ("Alerts come by SMS."). */
export const ALERT_CHANNEL_NOW: Record<AlertChannel, string> = {
  sms: "Alerts come by SMS.",
  email: "Alerts come by email.",
  off: "Alerts are off.",
};

export function alertSettingSchema(hasEmail: boolean) {
  return z.object({
    intent: z.literal(ALERT_SETTING_INTENT),
    channel: z
      .enum(ALERT_CHANNELS, { error: ALERT_SETTING_MESSAGES.channel })
      .refine((c) => c !== "email" || hasEmail, ALERT_SETTING_MESSAGES.noEmail),
  });
}
