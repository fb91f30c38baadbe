// A theme for one screen (the wall, the overlay), set on the document while it is shown and
// put back after; null leaves the device's saved choice.
import { useEffect } from 'react';

export function useDocumentTheme(theme: 'dark' | 'light' | null): void {
  useEffect(() => {
    if (!theme) return;
    const root = document.documentElement;
    const before = root.dataset.theme;
    root.dataset.theme = theme;
    return () => {
      if (before) root.dataset.theme = before;
      else delete root.dataset.theme;
    };
  }, [theme]);
}
