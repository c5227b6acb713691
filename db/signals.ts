/**
 * A short word that something changed, told to every server over the database: a message posted through one node is
 * heard by the others. What a signal says is the listeners' to agree on (an id, never data for anyone's eyes).
 */
export interface Signals {
  /** Tells every listener of `channel`, on every node, after the caller's transaction has committed. */
  send(channel: string, payload: string): Promise<void>;
  /**
   * Listens to `channel` until the returned function is called; resolves once listening, so a signal sent after it is
   * heard. `missed` is called when signals may have been lost (the listening connection broke and is back).
   */
  listen(channel: string, hear: (payload: string) => void, missed?: () => void): Promise<() => void>;
  /** Stops listening for good. */
  close(): Promise<void>;
}

/** The signals of a database one process owns (SQLite's): heard in this process, where every request is answered. */
export function inProcessSignals(): Signals {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    async send(channel, payload) {
      for (const hear of listeners.get(channel) ?? []) hear(payload);
    },
    async listen(channel, hear) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(hear);
      return () => set.delete(hear);
    },
    async close() {
      listeners.clear();
    },
  };
}
