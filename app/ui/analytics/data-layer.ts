/**
 * The one way the lead forms talk to analytics (spec 01 §9, spec 02 §7): an
 * entry pushed onto window.dataLayer when the page has one (a tag manager the
 * tenant configured). Nothing is loaded here; a failure only warns.
 */

type DataLayerWindow = Window & { dataLayer?: unknown };

export function pushDataLayer(entry: Record<string, unknown>): boolean {
  try {
    const layer = (window as DataLayerWindow).dataLayer;
    if (!Array.isArray(layer)) return false;
    layer.push(entry);
    return true;
  } catch (err) {
    console.warn("Analytics event not sent", err);
    return false;
  }
}

/** A lead's event with its spec id (14, 15, 17, 48, 22, 51, ...). */
export function pushLeadEvent(id: number): boolean {
  return pushDataLayer({ event: "lead", id });
}
