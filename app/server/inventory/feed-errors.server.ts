import { FEED_LIMITS } from "./limits.server";

/** The file or body cannot be read as a feed at all: nothing in it is imported (400). */
export class FeedParseError extends Error {}

/** The feed is over one of FEED_LIMITS: nothing in it is imported (413). */
export class FeedTooLargeError extends Error {
  static bytes(maxBytes: number = FEED_LIMITS.maxBytes): FeedTooLargeError {
    return new FeedTooLargeError(
      `The feed is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most one feed may send. Nothing was imported.`,
    );
  }

  static rows(maxRows: number = FEED_LIMITS.maxRows): FeedTooLargeError {
    return new FeedTooLargeError(
      `The feed has more than ${maxRows.toLocaleString("en-AU")} rows, the most one feed may have. Nothing was imported.`,
    );
  }
}

/** Another import for the same dealer is running (409): one at a time per dealer, across processes. */
export class ImportBusyError extends Error {
  constructor() {
    super("Another stock import for this dealer is running. Nothing was imported: send the feed again when it has finished.");
  }
}
