import http from "node:http";

/**
 * One HTTP request with exactly the headers given (fetch refuses to set Host
 * and a few others), for tests of what the server does with odd requests.
 */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
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
    timeoutMs?: number;
  },
): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: opts.method ?? "GET", path: opts.path ?? "/", headers: opts.headers, setHost: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 10_000, () => req.destroy(new Error(`no answer within ${opts.timeoutMs ?? 10_000} ms`)));
    req.on("error", reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}
