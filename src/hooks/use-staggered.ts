// Hands a new value to a component `delayMs` after it changes, so a page of many charts
// updates them one task at a time instead of in one long task when a poll lands.
import { useEffect, useState } from 'react';

export function useStaggered<T>(value: T, delayMs: number): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setShown(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return shown;
}
