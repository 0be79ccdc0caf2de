import { FeedParseError } from "./feed-errors.server";

/**
 * Reads a JSON array given in pieces and hands out its elements one at a
 * time, so a feed of a million rows never exists as a million objects at once
 * (issue 8). Only the array's own structure is scanned here (strings, nesting,
 * commas); each element is then read by JSON.parse, which checks it fully.
 */
export class JsonArrayReader {
  /** Text not yet handed out: the current element so far, at most. */
  private text = "";
  /** Where scanning resumes in `text`. */
  private at = 0;
  private state: "before" | "between" | "element" | "after" = "before";
  /** Between elements: a value must come next (after "[" or ","). */
  private needValue = true;
  private afterComma = false;
  private start = 0;
  private depth = 0;
  private inString = false;
  private rows = 0;

  /** `parse: false` only counts the elements (and checks the array's structure): see checkRowLimit (parse.server.ts). */
  constructor(private readonly opts: { parse: boolean } = { parse: true }) {}

  /** Elements completed so far. */
  get count(): number {
    return this.rows;
  }

  /** The elements completed by this piece of text. */
  push(piece: string): unknown[] {
    this.text += piece;
    const out: unknown[] = [];
    const t = this.text;
    let i = this.at;
    while (i < t.length) {
      const c = t.charCodeAt(i);
      if (this.state === "element") {
        if (this.inString) {
          if (c === BACKSLASH) i += 2;
          else {
            if (c === QUOTE) this.inString = false;
            i++;
          }
          continue;
        }
        if (c === QUOTE) this.inString = true;
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++;
        else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET || c === COMMA) && this.depth === 0) {
          const value = this.element(t, i);
          if (this.opts.parse) out.push(value);
          this.state = "between";
          continue;
        } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) this.depth--;
        i++;
        continue;
      }
      if (isSpace(c) || (c === BOM && this.state === "before")) {
        i++;
        continue;
      }
      if (this.state === "before") {
        if (c !== OPEN_BRACKET) throw new FeedParseError("A JSON feed must be an array of vehicle objects");
        this.state = "between";
      } else if (this.state === "after") {
        throw invalid("there is more after the array's closing ]");
      } else if (c === CLOSE_BRACKET) {
        if (this.afterComma) throw invalid(`a comma after row ${this.rows} is followed by ]`);
        this.state = "after";
      } else if (c === COMMA) {
        if (this.needValue) throw invalid(`row ${this.rows + 1} is missing (two commas, or a comma after [)`);
        this.needValue = true;
        this.afterComma = true;
      } else {
        if (!this.needValue) throw invalid(`a comma is missing after row ${this.rows}`);
        this.state = "element";
        this.start = i;
        this.depth = 0;
        continue;
      }
      i++;
    }
    // Keep only what is still needed: the element being read.
    const keepFrom = this.state === "element" ? this.start : Math.min(i, t.length);
    this.text = t.slice(keepFrom);
    this.at = i - keepFrom;
    this.start -= keepFrom;
    return out;
  }

  /** Checks that the text ended where a JSON array may end. */
  end(): void {
    if (this.state === "after") return;
    if (this.state === "before") throw invalid("the body is empty");
    throw invalid(this.state === "element" ? `it ends inside row ${this.rows + 1}` : "it ends before the array's closing ]");
  }

  private element(t: string, end: number): unknown {
    this.rows++;
    this.needValue = false;
    this.afterComma = false;
    if (!this.opts.parse) return undefined;
    try {
      return JSON.parse(t.slice(this.start, end));
    } catch (err) {
      throw invalid(`row ${this.rows}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

function invalid(reason: string): FeedParseError {
  return new FeedParseError(`The JSON is not valid: ${reason}`);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const BOM = 0xfeff;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
