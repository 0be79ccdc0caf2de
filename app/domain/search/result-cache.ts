/**
 * Spec 01 §7 'Results of the same query are cached on the client'; §9 'Client
 * cache of search results: at most 10 entries, oldest dropped'. A read counts
 * as use, so the entry dropped is the one used longest ago.
 */
export const RESULT_CACHE_LIMIT = 10;

export class ResultCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit = RESULT_CACHE_LIMIT) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }
}
