import { useEffect, useState } from 'react';

/**
 * False during the server render and the first client render, true after: an
 * island that shows device-kept state (the cart) renders the server's snapshot
 * first and the stored value after hydration (docs/architecture.md "Rendering").
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
