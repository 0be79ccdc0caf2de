import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { ALERT_CHANNELS, type AlertChannel } from "~/domain/garage/watch-alerts";
import { authContext, tenantScope } from "../context.server";
import { readJsonOrForm } from "../security/body-limit.server";
import { alertSubscriber, setAlertChannel } from "./preferences.server";
import { readUnsubscribeToken } from "./unsubscribe-token.server";

/**
 * The unsubscribe page's server side (issue 11 §8; /pages/unsubscribe). GET
 * shows the shopper's setting and changes nothing (mail scanners fetch
 * links); POST changes it: a form post from the page ({ token, channel }),
 * or the RFC 8058 one-click post a mail program sends to the
 * List-Unsubscribe URL (body "List-Unsubscribe=One-Click", token in the URL).
 * The token must be for this host's tenant.
 */

export interface UnsubscribeView {
  siteName: string;
  token: string | null;
  /** Null: the link is not valid on this site. */
  subscriber: { firstName: string; channel: AlertChannel; hasEmail: boolean } | null;
  /** Set after a POST: what the setting is now. */
  changed: AlertChannel | null;
}

const tokenParam = z.string().max(80);
const postSchema = z.union([
  z.object({ "List-Unsubscribe": z.literal("One-Click") }).transform(() => ({ channel: "off" as const, token: undefined })),
  z.object({ token: tokenParam.optional(), channel: z.enum(ALERT_CHANNELS) }),
]);

function tokenOf(request: Request): string | null {
  const t = new URL(request.url).searchParams.get("token");
  return t && tokenParam.safeParse(t).success ? t : null;
}

export async function unsubscribeView(context: Readonly<RouterContextProvider>, request: Request): Promise<UnsubscribeView> {
  const { tenant, db } = tenantScope(context);
  const token = tokenOf(request);
  const who = readUnsubscribeToken(context.get(authContext).secret, token, tenant.id);
  const subscriber = who ? await alertSubscriber(db, tenant.id, who.userId) : null;
  return { siteName: tenant.config.name, token: subscriber ? token : null, subscriber, changed: null };
}

/** Applies a POST; answers the view, or a 400 Response for a body that is not one of the two forms. */
export async function unsubscribePost(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<UnsubscribeView | Response> {
  const { tenant, db } = tenantScope(context);
  const body = await readJsonOrForm(request, { maxBytes: 2 * 1024 });
  const parsed = postSchema.safeParse(body.value);
  if (!parsed.success)
    return Response.json({ error: "Send channel (sms, email or off), or List-Unsubscribe=One-Click." }, { status: 400 });
  const token = tokenOf(request) ?? parsed.data.token ?? null;
  const who = readUnsubscribeToken(context.get(authContext).secret, token, tenant.id);
  const subscriber = who ? await alertSubscriber(db, tenant.id, who.userId) : null;
  if (!who || !subscriber) return { siteName: tenant.config.name, token: null, subscriber: null, changed: null };
  // Email only for a shopper who gave an address.
  const channel = parsed.data.channel === "email" && !subscriber.hasEmail ? subscriber.channel : parsed.data.channel;
  await setAlertChannel(db, tenant.id, who.userId, channel);
  return { siteName: tenant.config.name, token, subscriber: { ...subscriber, channel }, changed: channel };
}
