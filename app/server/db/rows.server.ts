/**
 * Drizzle's raw `execute` answers differ by driver: postgres-js gives an array
 * of rows, PGlite `{ rows }` (no rows: an empty list). Every raw query reads
 * its rows through this.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}
