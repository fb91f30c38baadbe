// Test setup shared by every unit test: DOM matchers, and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateEnglish } from './i18n.ts';

// Every test reads the screens in English unless it activates another language.
activateEnglish();

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

// A screen takes its statistics a painted frame after the data (useAfterPaint): on a machine
// busy with other work that can take more than the library's 1 s, so `findBy…` and `waitFor`
// wait up to 5 s for what they look for (a test still fails when it never comes).
configure({ asyncUtilTimeout: 5000 });

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

// jsdom has no matchMedia: answer width queries against its 1024 px window, others "no".
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.assign(window, {
    matchMedia: (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      return {
        matches: min ? window.innerWidth >= Number(min[1]) : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      };
    },
  });
}
