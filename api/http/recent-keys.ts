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
