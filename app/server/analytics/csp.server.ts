import type { NextFunction, Request, Response } from "express";
import { analyticsCspSources, analyticsTags } from "~/domain/analytics/config";
import type { Tenant } from "../context.server";
import { addToPolicy } from "../security/security-headers.server";

/**
 * The Content-Security-Policy of a tenant that configures tags (issue 10 §3):
 * the base policy (security/security-headers.server.ts, already set on the
 * response) with Google Tag Manager's script host and the analytics
 * collection hosts added, for that tenant's responses only. Every other
 * tenant keeps the base policy: no third-party script may load there at all.
 * Mounted right after securityHeaders in server/app.ts. The policy with those
 * sources is worked out once (addToPolicy), and a cached page of a tagged
 * tenant goes out with it too.
 */
export function analyticsCsp(resolveTenant: (host: string | null) => Tenant | undefined) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const tags = analyticsTags(resolveTenant(req.headers.host ?? null)?.config.analytics);
    // Keyed by the sources themselves: tags that add the same hosts share one policy.
    if (tags) addToPolicy(res, `analytics ${JSON.stringify(analyticsCspSources(tags))}`, (p) => withAnalyticsSources(p, tags));
    next();
  };
}

/** Adds the tags' hosts to script-src and connect-src of a policy (a directive absent stays absent). */
export function withAnalyticsSources(policy: string, tags: Parameters<typeof analyticsCspSources>[0]): string {
  const sources = analyticsCspSources(tags);
  const extra: Record<string, string[]> = { "script-src": sources.script, "connect-src": sources.connect };
  return policy
    .split(";")
    .map((directive) => {
      const [name] = directive.trim().split(/\s+/);
      const add = extra[name]?.filter((s) => !directive.split(/\s+/).includes(s));
      return add?.length ? `${directive.trim()} ${add.join(" ")}` : directive.trim();
    })
    .join(";");
}
