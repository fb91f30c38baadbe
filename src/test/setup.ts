// Test setup shared by every unit test: DOM matchers, and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

// jsdom has no layout: recharts' ResponsiveContainer only needs ResizeObserver to exist, and
// draws at its initialDimension.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoLayoutResizeObserver });
}
