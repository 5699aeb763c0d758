import { DEDUPE_EXEMPT } from './paths';

type Entry = { cancel(): void };

/**
 * Keeps the newest in-flight request per method + normalized path and cancels the one it replaces
 * (spec section 7). Exempt paths (cart add, favourites, activity tap) are never tracked.
 * Keyed by method too, so a write never cancels a read of the same path or the other way round.
 */
export function createInflight() {
  const current = new Map<string, Entry>();
  return {
    /** Registers a request and cancels its predecessor; returns the release function for `finally`. */
    track(method: string, normalizedPath: string, entry: Entry): () => void {
      if (DEDUPE_EXEMPT.has(normalizedPath)) return () => {};
      const key = `${method} ${normalizedPath}`;
      const previous = current.get(key);
      current.set(key, entry);
      previous?.cancel();
      return () => {
        if (current.get(key) === entry) current.delete(key);
      };
    },
    get size(): number {
      return current.size;
    },
  };
}
