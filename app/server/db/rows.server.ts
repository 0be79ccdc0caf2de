/** Drizzle's raw `execute` answers differ by driver: postgres-js gives an array of rows, PGlite `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
