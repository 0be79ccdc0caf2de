import { describe, expect, it } from "vitest";
import { bodyLimitFor, DEFAULT_BODY_LIMIT, readForm, readJson, readJsonOrForm } from "./body-limit.server";

// Issue 8 'No body limit': a 68 MB JSON body was read and parsed before the 400.
describe("body limits", () => {
  it("gives every path a few kB and only the stock feed 50 MB", () => {
    expect(bodyLimitFor("/api/phone-reveal")).toBe(DEFAULT_BODY_LIMIT);
    expect(DEFAULT_BODY_LIMIT).toBeLessThanOrEqual(32 * 1024);
    expect(bodyLimitFor("/api/feed")).toBe(50 * 1024 * 1024);
    expect(bodyLimitFor("/api/feed/")).toBe(50 * 1024 * 1024);
    expect(bodyLimitFor("/api/feeds")).toBe(DEFAULT_BODY_LIMIT);
  });

  /** A request whose body arrives in chunks, counting how many the reader pulled. */
  function streamed(chunks: number, chunkBytes: number, headers: Record<string, string> = {}) {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled === chunks) return controller.close();
          pulled++;
          controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://x.test/", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
      duplex: "half",
    } as RequestInit);
    return { request, pulled: () => pulled };
  }
  const status = async (p: Promise<unknown>) => {
    try {
      await p;
      return 0;
    } catch (err) {
      return (err as Response).status;
    }
  };

  it("stops reading as soon as a body without Content-Length passes the limit, answering 413", async () => {
    const s = streamed(10_000, 1024);
    expect(await status(readJson(s.request, { maxBytes: 4096 }))).toBe(413);
    expect(s.pulled()).toBeLessThanOrEqual(6);
  });

  it("refuses a declared Content-Length over the limit without reading", async () => {
    const s = streamed(10, 1024, { "content-length": "99999999" });
    expect(await status(readJson(s.request, { maxBytes: 4096 }))).toBe(413);
    expect(s.pulled()).toBe(0);
  });

  it("says what the limit is", async () => {
    try {
      await readJson(streamed(3, 2048).request, { maxBytes: 2048 });
      throw new Error("expected a 413");
    } catch (err) {
      expect(await (err as Response).json()).toEqual({
        error: "The request body is too large: this address accepts at most 2 kB.",
      });
    }
  });

  it("reads JSON and forms within the limit, and names what is wrong otherwise", async () => {
    const post = (body: string, type: string) =>
      new Request("http://x.test/", { method: "POST", body, headers: { "content-type": type } });
    expect(await readJson(post('{"a":1}', "application/json"), { maxBytes: 100 })).toEqual({ a: 1 });
    expect((await readForm(post("a=1&b=2", "application/x-www-form-urlencoded"), { maxBytes: 100 })).get("b")).toBe("2");
    const either = await readJsonOrForm(post("a=1&a=2&__proto__=x", "application/x-www-form-urlencoded"), { maxBytes: 100 });
    expect(either.kind).toBe("form");
    // A null-prototype object: a field named __proto__ is just a field.
    const expected = Object.create(null) as Record<string, string>;
    expected.a = "1";
    expected["__proto__"] = "x";
    expect(either.value).toEqual(expected);
    expect(Object.getPrototypeOf(either.value)).toBeNull();
    expect(await status(readJson(post("{oops", "application/json"), { maxBytes: 100 }))).toBe(400);
    expect(await status(readForm(post("a=1", "text/plain"), { maxBytes: 100 }))).toBe(415);
    expect(await status(readJsonOrForm(post("a=1", "text/plain"), { maxBytes: 100 }))).toBe(415);
  });
});
