/**
 * Per-site plugins (spec 02 §3 'plugins[] (feature/name; Autogauge and Car
 * Analysis control extra car-report features)'; §6 'Plugins per site
 * (Autogauge, Car Analysis) control extra car report features').
 */

export const AUTOGAUGE = "Autogauge";
export const CAR_ANALYSIS = "Car Analysis";

/** Names compare without regard to case or spacing: 'autogauge', 'AutoGauge' and 'Auto Gauge' are the one plugin. */
export function hasPlugin(cfg: { plugins?: readonly { name: string }[] | null }, name: string): boolean {
  const key = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, "");
  return (cfg.plugins ?? []).some((p) => key(p.name) === key(name));
}

/** The market-price gauge (the spec's 'autogauge', spec 01 §7) is shown, and worked out, only for sites with the plugin. */
export function offersMarketPrice(cfg: { plugins?: readonly { name: string }[] | null }): boolean {
  return hasPlugin(cfg, AUTOGAUGE);
}
