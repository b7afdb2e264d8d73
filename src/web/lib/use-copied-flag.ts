import { useEffect, useState } from 'react';

/** docs/product.md §4/§9: a 'Copied' indicator shows for 2 s. */
export const COPIED_MS = 2000;

/** A flag that turns itself off COPIED_MS after it is set: `const [copied, setCopied] = useCopiedFlag()`. */
export function useCopiedFlag(): [boolean, (value: boolean) => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return [copied, setCopied];
}
