import { MULTI_VALUE_FACETS, VALUE_FACETS } from "~/domain/search/facets";
import type { MultiColumn } from "./multi-column.server";
import type { ValueIds } from "./store.server";

/**
 * How a document's facet values are packed into one row of counters, so that
 * counting every facet over a set of documents costs few increments per
 * document (the engine's hot loop). Small single-value facets share a counter
 * per combination of their values (status × car type × certified × ... in one
 * increment); a small multi-value facet is counted eight values at a time as a
 * byte of membership bits; large facets get a counter per value. `expand`
 * turns the packed counters back into one count per facet value.
 */

const SINGLE = VALUE_FACETS.length;
const NV = SINGLE + MULTI_VALUE_FACETS.length;
/** A facet with at most this many values may share a counter with others. */
const SMALL = 64;
/** Combinations per shared counter range: expanding them costs this much per query. */
const MAX_GROUP_SPAN = 1024;

type Field =
  | { kind: "group"; offset: number; span: number; facets: number[] }
  | { kind: "chunk"; offset: number; facet: number; chunk: number };

export class RowLayout {
  /** Packed counters per document. */
  readonly width: number;
  /** Total packed counters. */
  readonly span: number;
  /** Room for ids per value facet (ALL_VALUE_FACETS order). */
  readonly caps: Int32Array;
  /** Where each value facet's unpacked counts start (NV + 1 entries). */
  readonly facetOffsets: Int32Array;
  /** Multi-value facets (by index in MULTI_VALUE_FACETS) counted from their lists rather than packed. */
  readonly listed: number[] = [];
  private readonly fields: Field[] = [];

  /**
   * Plans for dictionaries of the given sizes (id 0 included) and, for
   * multi-value facets, their average values per document.
   */
  constructor(sizes: readonly number[], multiAverage: readonly number[]) {
    this.caps = new Int32Array(NV);
    const small: number[] = [];
    let offset = 0;
    for (let f = 0; f < SINGLE; f++) {
      const size = sizes[f];
      // Room for one more value among small facets (a new one re-plans); large facets double.
      this.caps[f] = size < SMALL ? size + 1 : size * 2;
      if (size < SMALL) small.push(f);
      else {
        this.fields.push({ kind: "group", offset, span: this.caps[f], facets: [f] });
        offset += this.caps[f];
      }
    }
    small.sort((a, b) => this.caps[a] - this.caps[b]);
    let group: number[] = [];
    let span = 1;
    for (const f of [...small, -1]) {
      if (f < 0 || span * this.caps[f] > MAX_GROUP_SPAN) {
        if (group.length) {
          this.fields.push({ kind: "group", offset, span, facets: group });
          offset += span;
        }
        group = [];
        span = 1;
      }
      if (f >= 0) {
        group.push(f);
        span *= this.caps[f];
      }
    }
    for (let i = 0; i < MULTI_VALUE_FACETS.length; i++) {
      const f = SINGLE + i;
      const chunks = Math.ceil((sizes[f] + 4) / 8);
      // A byte of membership bits per eight values pays when documents carry more values than that.
      if (chunks < multiAverage[i]) {
        this.caps[f] = chunks * 8;
        for (let chunk = 0; chunk < chunks; chunk++, offset += 256) this.fields.push({ kind: "chunk", offset, facet: f, chunk });
      } else {
        this.caps[f] = Math.max(8, sizes[f] * 2);
        this.listed.push(i);
      }
    }
    this.width = this.fields.length;
    this.span = offset;
    this.facetOffsets = new Int32Array(NV + 1);
    for (let f = 0; f < NV; f++) this.facetOffsets[f + 1] = this.facetOffsets[f] + this.caps[f];
  }

  /** Whether facet f (ALL_VALUE_FACETS index) has room for id. */
  fits(f: number, id: number): boolean {
    return id < this.caps[f];
  }

  /** Writes the slot's packed row from its single-value ids and multi-value lists. */
  writeRow(rows: Uint32Array, slot: number, single: readonly ValueIds[], multi: readonly MultiColumn[]): void {
    let at = slot * this.width;
    for (const field of this.fields) {
      let v = 0;
      if (field.kind === "group") {
        let m = 1;
        for (const f of field.facets) {
          v += single[f][slot] * m;
          m *= this.caps[f];
        }
      } else {
        const { start, len, data } = multi[field.facet - SINGLE];
        const low = field.chunk * 8;
        for (let j = start[slot], to = j + len[slot]; j < to; j++)
          if (data[j] >= low && data[j] < low + 8) v |= 1 << (data[j] - low);
      }
      rows[at++] = field.offset + v;
    }
  }

  /** Adds the packed counters into per-facet counts (at facetOffsets). */
  expand(packed: Uint32Array, out: Uint32Array): void {
    const { caps, facetOffsets } = this;
    for (const field of this.fields) {
      const { offset } = field;
      if (field.kind === "chunk") {
        const base = facetOffsets[field.facet] + field.chunk * 8;
        for (let b = 1; b < 256; b++) {
          const n = packed[offset + b];
          if (n === 0) continue;
          for (let bit = 0; bit < 8; bit++) if (b & (1 << bit)) out[base + bit] += n;
        }
      } else if (field.facets.length === 1) {
        const base = facetOffsets[field.facets[0]];
        for (let d = 0; d < field.span; d++) out[base + d] += packed[offset + d];
      } else {
        for (let c = 0; c < field.span; c++) {
          const n = packed[offset + c];
          if (n === 0) continue;
          let rest = c;
          for (const f of field.facets) {
            const d = rest % caps[f];
            out[facetOffsets[f] + d] += n;
            rest = (rest - d) / caps[f];
          }
        }
      }
    }
  }
}
