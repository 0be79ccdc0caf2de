type Column = Float64Array | Uint32Array | Uint16Array | Uint8Array;

/**
 * A copy of the column at a new length, of the same kind, the new slots
 * `fill` (0 unless given): how every per-slot column of the index grows.
 */
export function resized<T extends Column>(column: T, length: number, fill?: number): T {
  const next = new (column.constructor as new (n: number) => T)(length);
  if (fill !== undefined) next.fill(fill);
  next.set(column);
  return next;
}
