/**
 * What one stock feed may cost the platform (issue 8 'Feeds that cannot hurt
 * the platform'); the README's 'Feed endpoint' section states the same numbers.
 */
export const FEED_LIMITS = {
  /** The HTTP body (the CLI streams its file from disk, so only rows bound it). */
  maxBytes: 50 * 1024 * 1024,
  /** Rows (vehicles) in one feed, from the CLI or the endpoint: above it, 413 and nothing imported. */
  maxRows: 200_000,
  /** Row errors reported in full; the rest are counted, in all and by field. */
  reportedErrors: 100,
  /** Distinct fields named in errorsByField and ignoredFields; the rest are counted under "(other fields)". */
  reportedFields: 50,
  /** Rows validated, sent from the worker and written per statement. */
  batchRows: 500,
  /** Feeds validated at once per process (each in its own worker thread); more wait their turn. */
  concurrentWorkers: 2,
  /** A worker's heap: a feed that needs more is refused, and the server goes on. */
  workerHeapMb: 1024,
} as const;
