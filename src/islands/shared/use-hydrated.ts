import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydrating render, true after. Islands that show
 * per-user store values (badges) render the server's markup first, so hydration never
 * mismatches when a store filled up before a late (client:idle) island hydrated.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
