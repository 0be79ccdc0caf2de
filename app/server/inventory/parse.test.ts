import { describe, expect, it } from "vitest";
import { FeedParseError, FeedTooLargeError, convertCell, detectFormat, parseFeed, readBodyText } from "./parse.server";

describe("detectFormat", () => {
  it("goes by file extension, then content type, then the first character", () => {
    expect(detectFormat({ filename: "stock.CSV", text: "[" })).toBe("csv");
    expect(detectFormat({ filename: "stock.json", text: "stocknum" })).toBe("json");
    expect(detectFormat({ contentType: "application/json; charset=utf-8", text: "" })).toBe("json");
    expect(detectFormat({ contentType: "text/csv", text: "[" })).toBe("csv");
    expect(detectFormat({ filename: "stock.txt", text: "\uFEFF  \n [ {}]" })).toBe("json");
    expect(detectFormat({ text: "stocknum,make" })).toBe("csv");
  });
});

describe("JSON feeds", () => {
  it("numbers the array's elements from 1 and passes them on as sent", () => {
    expect(parseFeed('[{"stocknum":"A"},{"price":"12"}]', "json")).toEqual([
      { row: 1, data: { stocknum: "A" } },
      { row: 2, data: { price: "12" } },
    ]);
  });

  it("refuses what is not a JSON array", () => {
    expect(() => parseFeed('{"stocknum":"A"}', "json")).toThrow(FeedParseError);
    expect(() => parseFeed("[{", "json")).toThrow(/not valid/);
  });
});

describe("CSV feeds", () => {
  it("numbers data rows from 1 (the header is not a row) and treats empty cells as absent", () => {
    const rows = parseFeed("stocknum,make,badge\r\nA1,Toyota,\r\n\r\nA2,Mazda,GT\r\n", "csv");
    expect(rows).toEqual([
      { row: 1, data: { stocknum: "A1", make: "Toyota" } },
      { row: 2, data: { stocknum: "A2", make: "Mazda", badge: "GT" } },
    ]);
  });

  it("coerces the fields the schema types as numbers and booleans, and nothing else", () => {
    const [{ data }] = parseFeed(
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

  it("reports unreadable cells on the row instead of failing the file", () => {
    const rows = parseFeed('stocknum,variant\nA1,{bad\nA2,"{""cylinders"":6}",extra', "csv");
    expect(rows[0].issues).toEqual([{ field: "variant", message: expect.stringMatching(/not valid JSON/) }]);
    expect(rows[1]).toMatchObject({ row: 2, data: { variant: { cylinders: 6 } }, issues: [{ field: "column 3" }] });
  });

  it("accepts semicolon- and tab-separated files", () => {
    expect(parseFeed("stocknum;make\nA1;Kia", "csv")[0].data).toEqual({ stocknum: "A1", make: "Kia" });
    expect(parseFeed("stocknum\tmake\nA1\tKia", "csv")[0].data).toEqual({ stocknum: "A1", make: "Kia" });
  });

  it("refuses a malformed file or a header naming a column twice", () => {
    expect(() => parseFeed('stocknum,make\n"A1,Kia', "csv")).toThrow(FeedParseError);
    expect(() => parseFeed("make,make\nKia,Kia", "csv")).toThrow(/twice/);
  });
});

describe("readBodyText", () => {
  const body = (text: string, headers: Record<string, string> = {}) =>
    new Request("http://x/api/feed", { method: "POST", body: text, headers });

  it("reads a body within the limit", async () => {
    expect(await readBodyText(body("[1,2]"), 10)).toBe("[1,2]");
  });

  it("refuses a body over the limit, declared or streamed", async () => {
    await expect(readBodyText(body("x".repeat(11)), 10)).rejects.toThrow(FeedTooLargeError);
    await expect(readBodyText(body("x", { "content-length": "11" }), 10)).rejects.toThrow(FeedTooLargeError);
  });
});
