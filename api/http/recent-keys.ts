const STARTED_AT = Date.now();

/**
 * A time (epoch ms) as a key's value keeps it: relative to the process's start. An epoch time is too large for one of
 * V8's small integers, so each stored one would be an object of its own; a limiter remembering 20,000 addresses then
 * holds 20,000 more objects, which every old-generation collection marks. Relative, it stays a small integer for the
 * process's first 24 days (and is as exact after that).
 */
export function storedTime(epochMs: number): number {
  const stored = epochMs - STARTED_AT;
  // A difference of two large numbers is a heap number even when small and whole; `| 0` makes it a small integer.
  const small = stored | 0;
  return small === stored ? small : stored;
}

/** The epoch time of a stored one. */
export const epochTime = (stored: number) => stored + STARTED_AT;

/**
 * A map that remembers about `maxKeys` keys, forgetting first those not used for longest. It keeps two generations:
 * when the current one holds half the bound it becomes the previous one, and the one before is dropped whole; a key
 * read from the previous generation moves to the current one. (Forgetting one key at a time, by deleting a Map's first
 * key, leaves deleted slots at its start that every later eviction walks past again: at 20,000 keys under a crowd of
 * new addresses, that walk took a tenth of the server's time.)
 */
export class RecentKeys<V> {
  private current = new Map<string, V>();
  private previous = new Map<string, V>();
  private readonly generationSize: number;

  constructor(maxKeys = Infinity) {
    this.generationSize = Math.max(1, Math.ceil(maxKeys / 2));
  }

  get(key: string): V | undefined {
    const value = this.current.get(key);
    if (value !== undefined || this.previous.size === 0) return value;
    const kept = this.previous.get(key);
    if (kept !== undefined) {
      this.previous.delete(key);
      this.keep(key, kept);
    }
    return kept;
  }

  set(key: string, value: V): void {
    if (this.current.has(key)) {
      this.current.set(key, value);
      return;
    }
    this.previous.delete(key);
    this.keep(key, value);
  }

  delete(key: string): void {
    this.current.delete(key);
    this.previous.delete(key);
  }

  /** Forgets every entry `expired` says is over. */
  sweep(expired: (value: V) => boolean): void {
    for (const generation of [this.current, this.previous]) for (const [key, value] of generation) if (expired(value)) generation.delete(key);
  }

  private keep(key: string, value: V): void {
    this.current.set(key, value);
    if (this.current.size >= this.generationSize) {
      this.previous = this.current;
      this.current = new Map();
    }
  }
}
