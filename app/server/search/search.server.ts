import type { Tenant } from "../context.server";
import { getPlatform } from "../platform.server";
import type { SearchQuery, SearchResult } from "./types.server";

/** Runs a search against the tenant's in-process index (always the request's own tenant). */
export function searchStock(tenant: Tenant, query: SearchQuery): SearchResult {
  return getPlatform().registry.index(tenant.id).search(query);
}
