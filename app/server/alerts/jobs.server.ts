import { z } from "zod";

/**
 * The outbox kind of a watchlist alert (issue 11 §8) and its payload: the
 * watch_alerts row. The text is made at delivery from that row, the car and
 * the shopper's channel as they are then, so an unsubscribe between the
 * import and the send is honoured.
 */
export const WATCH_ALERT_JOB_KIND = "alert.watch-car";

export const watchAlertJobPayloadSchema = z.object({
  alert: z.number().int().positive(),
});
export type WatchAlertJobPayload = z.output<typeof watchAlertJobPayloadSchema>;

/** The outbox subject of an alert's job ('watch-alert:{id}'), by which the CLI lists its attempts. */
export function watchAlertSubject(id: number): string {
  return `watch-alert:${id}`;
}
