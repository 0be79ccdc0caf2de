import http from "node:http";

/**
 * One HTTP request with exactly the headers given (fetch refuses to set Host
 * and a few others), for tests of what the server does with odd requests.
 */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Names and values as sent, alternating (a header sent twice appears twice). */
  rawHeaders: string[];
  body: string;
  ms: number;
}

export function rawRequest(
  port: number,
  opts: {
    method?: string;
    path?: string;
    headers?: Record<string, string | string[]>;
    body?: string | Buffer;
    /** Send the body in chunks without a Content-Length (else one is sent). */
    chunked?: boolean;
    timeoutMs?: number;
    /** Read at most this much of the answer's body (default 2 MB). */
    maxBodyBytes?: number;
  },
): Promise<RawResponse> {
  const started = performance.now();
  const headers = { ...opts.headers };
  if (opts.body !== undefined && !opts.chunked) headers["content-length"] = String(Buffer.byteLength(opts.body));
  const max = opts.maxBodyBytes ?? 2 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: opts.method ?? "GET", path: opts.path ?? "/", headers, setHost: false, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          if (size < max) chunks.push(c);
          size += c.length;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 10_000, () => req.destroy(new Error(`no answer within ${opts.timeoutMs ?? 10_000} ms`)));
    req.on("error", reject);
    if (opts.body !== undefined && opts.chunked) req.write(opts.body);
    req.end(opts.chunked ? undefined : opts.body);
  });
}
