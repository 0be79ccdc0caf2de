import { KnownMedia } from "../media/known-media.server";
import { SearchIndex } from "./engine.server";
import { ValueDictionary } from "./engine/dictionary.server";
import { Eligibility } from "./engine/eligibility.server";
import { HitColumn } from "./engine/hits.server";
import { MultiColumn } from "./engine/multi-column.server";
import { PlaceIndex } from "./engine/places.server";
import { Postings } from "./engine/postings.server";
import { RowLayout } from "./engine/row-layout.server";
import { SortedPerm } from "./engine/sorted-perm.server";
import { DocStore } from "./engine/store.server";
import { TokenIndex } from "./engine/tokens.server";
import { WordTrie } from "./engine/typo.server";
import type { TransferClasses } from "./engine/transfer.server";

/**
 * The classes a tenant's search index and media list are made of: what a
 * loader thread may send the main one (transfer.server.ts). A class the
 * index comes to hold that is not here fails the pack, and the test that
 * loads a tenant in a thread (tenant-loader.test.ts).
 */
export const INDEX_CLASSES: TransferClasses = {
  SearchIndex,
  DocStore,
  Eligibility,
  SortedPerm,
  HitColumn,
  ValueDictionary,
  Postings,
  MultiColumn,
  RowLayout,
  TokenIndex,
  PlaceIndex,
  WordTrie,
  KnownMedia,
};
