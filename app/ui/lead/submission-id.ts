/**
 * The submission id issued with each rendered form (issue 10 §4): a double
 * click or a retried POST of the same form is one lead. A UUID v4; browsers
 * outside a secure context have no crypto.randomUUID, so it is built from
 * getRandomValues there.
 */
export function newSubmissionId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
