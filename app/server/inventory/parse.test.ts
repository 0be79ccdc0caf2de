import { describe, expect, it } from "vitest";
import { convertCell } from "./csv-rows.server";
import { FeedParseError, FeedTooLargeError } from "./feed-errors.server";
import { checkRowLimit, detectFormat, feedRows, readBody, readFeed, type RawRow } from "./parse.server";

describe("detectFormat", () => {
  it("goes by file extension, then content type, then the first character", () => {
    expect(detectFormat({ filename: "stock.CSV", head: "[" })).toBe("csv");
    expect(detectFormat({ filename: "stock.json", head: "stocknum" })).toBe("json");
    expect(detectFormat({ contentType: "application/json; charset=utf-8", head: "" })).toBe("json");
    expect(detectFormat({ contentType: "text/csv", head: "[" })).toBe("csv");
    expect(detectFormat({ filename: "stock.txt", head: "\uFEFF  \n [ {}]" })).toBe("json");
    expect(detectFormat({ head: "stocknum,make" })).toBe("csv");
  });
});

describe("JSON feeds", () => {
  it("numbers the array's elements from 1 and passes them on as sent", async () => {
    expect(await readFeed('[{"stocknum":"A"},{"price":"12"}]', "json")).toEqual([
      { row: 1, data: { stocknum: "A" } },
      { row: 2, data: { price: "12" } },
    ]);
  });

  it("refuses what is not a JSON array", async () => {
    await expect(readFeed('{"stocknum":"A"}', "json")).rejects.toThrow(FeedParseError);
    await expect(readFeed("[{", "json")).rejects.toThrow(/not valid: it ends inside row 1/);
    for (const bad of ["", "[", "[{},]", "[,{}]", "[{},,{}]", "[{} {}]", "[{}]]", "[{}] x", '[{"a":1}}]', "[{]}", "[tru]"]) {
      await expect(readFeed(bad, "json"), bad).rejects.toThrow(/^The JSON is not valid: /);
    }
  });

  it("reads an array given in any pieces the same as whole: strings, escapes, nesting, multi-byte characters", async () => {
    const text = '\uFEFF [ {"a":"x,]}\\"\\\\","b":[1,{"c":"é中"}]} , 2,"s",null ,[[]],\n{"d":{"e":[]}} ]  ';
    const whole = await readFeed(text, "json");
    expect(whole.map((r) => r.data)).toEqual(JSON.parse(text.replace("\uFEFF", "")));
    const bytes = new TextEncoder().encode(text);
    for (const size of [1, 2, 3, 7]) {
      const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
      expect(await collect(feedRows(pieces, "json"))).toEqual(whole);
    }
  });

  it("hands out rows as they are read, not after the whole feed", async () => {
    async function* pieces() {
      yield "[{},{},";
      throw new Error("the rest never came");
    }
    const rows = feedRows(pieces(), "json");
    expect((await rows.next()).value).toEqual({ row: 1, data: {} });
    expect((await rows.next()).value).toEqual({ row: 2, data: {} });
    await expect(rows.next()).rejects.toThrow(/never came/);
  });
});

describe("CSV feeds", () => {
  it("numbers data rows from 1 (the header is not a row) and treats empty cells as absent", async () => {
    const rows = await readFeed("stocknum,make,badge\r\nA1,Toyota,\r\n\r\nA2,Mazda,GT\r\n", "csv");
    expect(rows).toEqual([
      { row: 1, data: { stocknum: "A1", make: "Toyota" } },
      { row: 2, data: { stocknum: "A2", make: "Mazda", badge: "GT" } },
    ]);
  });

  it("coerces the fields the schema types as numbers and booleans, and nothing else", async () => {
    const [{ data }] = await readFeed(
      'stocknum,year,price,km,certified,reserved,preorder,private_postcode,engine_size_litres\n00123,2021,"$25,990.50",1200,yes,FALSE,1,0800,2.5',
      "csv",
    );
    expect(data).toEqual({
      stocknum: "00123",
      year: 2021,
      price: 25990.5,
      km: 1200,
      certified: true,
      reserved: false,
      preorder: true,
      private_postcode: "0800",
      engine_size_litres: 2.5,
    });
  });

  it("leaves unreadable numbers and booleans for the schema to reject by field", () => {
    expect(convertCell("price", "POA")).toEqual({ value: "POA" });
    expect(convertCell("certified", "maybe")).toEqual({ value: "maybe" });
  });

  it("reads lists as JSON or '|'-separated, and objects as JSON", () => {
    expect(convertCell("standardEquipment", "Cruise | Bluetooth|")).toEqual({ value: ["Cruise", "Bluetooth"] });
    expect(convertCell("categories", '["SUV","Family"]')).toEqual({ value: ["SUV", "Family"] });
    expect(convertCell("images", "https://a/1.jpg|https://a/2.jpg")).toEqual({
      value: [
        { image: "https://a/1.jpg", thumb: null },
        { image: "https://a/2.jpg", thumb: null },
      ],
    });
    expect(convertCell("images", '[{"image":"https://a/1.jpg","thumb":"https://a/1t.jpg"}]')).toEqual({
      value: [{ image: "https://a/1.jpg", thumb: "https://a/1t.jpg" }],
    });
    expect(convertCell("youxQuote", '{"weeklyRepaymentAmount":99}')).toEqual({ value: { weeklyRepaymentAmount: 99 } });
    expect(convertCell("hotspots", "{oops")).toEqual({ error: expect.stringMatching(/not valid JSON/) });
  });

  it("reports unreadable cells on the row instead of failing the file", async () => {
    const rows = await readFeed('stocknum,variant\nA1,{bad\nA2,"{""cylinders"":6}",extra', "csv");
    expect(rows[0].issues).toEqual([{ field: "variant", message: expect.stringMatching(/not valid JSON/) }]);
    expect(rows[1]).toMatchObject({ row: 2, data: { variant: { cylinders: 6 } }, issues: [{ field: "column 3" }] });
  });

  it("accepts semicolon- and tab-separated files", async () => {
    expect((await readFeed("stocknum;make\nA1;Kia", "csv"))[0].data).toEqual({ stocknum: "A1", make: "Kia" });
    expect((await readFeed("stocknum\tmake\nA1\tKia", "csv"))[0].data).toEqual({ stocknum: "A1", make: "Kia" });
  });

  it("reads a file given in small pieces (the header split too) the same as whole", async () => {
    const text = 'stocknum;make;dealercomments\nA1;Kia;"one; two\nthree"\nA2;Mazda;\n';
    const pieces = text.match(/[\s\S]{1,3}/g)!;
    expect(await collect(feedRows(pieces, "csv"))).toEqual(await readFeed(text, "csv"));
    expect((await readFeed(text, "csv"))[0].data).toEqual({ stocknum: "A1", make: "Kia", dealercomments: "one; two\nthree" });
  });

  it("refuses a malformed file or a header naming a column twice", async () => {
    await expect(readFeed('stocknum,make\n"A1,Kia', "csv")).rejects.toThrow(FeedParseError);
    await expect(readFeed("make,make\nKia,Kia", "csv")).rejects.toThrow(/twice/);
  });
});

describe("checkRowLimit", () => {
  it("refuses a feed over the row limit before reading its rows", async () => {
    await expect(checkRowLimit(["[{},{},", "{}]"], "json", 3)).resolves.toBeUndefined();
    await expect(checkRowLimit(["[{},{},", "{},{}]"], "json", 3)).rejects.toThrow("The feed has more than 3 rows");
    // Counting does not read the rows: a broken one is left for the reading pass.
    await expect(checkRowLimit(["[{oops},1]"], "json", 3)).resolves.toBeUndefined();
    await expect(checkRowLimit(["a,b\n1,2\n\n3,4\n"], "csv", 2)).resolves.toBeUndefined();
    await expect(checkRowLimit(["a,b\n1,2\n3,4\n5,6"], "csv", 2)).rejects.toThrow(FeedTooLargeError);
  });
});

describe("readBody", () => {
  const body = (text: string, headers: Record<string, string> = {}) =>
    new Request("http://x/api/feed", { method: "POST", body: text, headers });

  it("reads a body within the limit", async () => {
    const bytes = await readBody(body("[1,2]"), 10);
    expect(new TextDecoder().decode(bytes)).toBe("[1,2]");
    // Its own buffer, so it can move to a worker thread without a copy.
    expect(bytes.buffer.byteLength).toBe(5);
  });

  it("refuses a body over the limit, declared or streamed", async () => {
    await expect(readBody(body("x".repeat(11)), 10)).rejects.toThrow(FeedTooLargeError);
    await expect(readBody(body("x", { "content-length": "11" }), 10)).rejects.toThrow(FeedTooLargeError);
  });
});

async function collect(rows: AsyncIterable<RawRow>): Promise<RawRow[]> {
  const out: RawRow[] = [];
  for await (const r of rows) out.push(r);
  return out;
}
