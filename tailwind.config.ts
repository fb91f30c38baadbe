// Tailwind theme for the dashboard. The player-class palette belongs to the domain (charts need
// literal colours); it is imported here so `text-class-mage` and the charts draw the same values.
import type { Config } from 'tailwindcss';
import { classPalette } from './src/domain/classes.ts';

const classColors = Object.fromEntries(
  Object.entries(classPalette).map(([name, hex]) => [name.toLowerCase(), hex]),
);

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // Semantic surface colours switch with the theme through CSS variables (see src/app/index.css).
        bg: 'var(--c-bg)',
        surface: 'var(--c-surface)',
        raised: 'var(--c-raised)',
        line: 'var(--c-line)',
        ink: 'var(--c-ink)',
        muted: 'var(--c-muted)',
        accent: 'var(--c-accent)',
        good: 'var(--c-good)',
        warn: 'var(--c-warn)',
        bad: 'var(--c-bad)',
        class: classColors,
      },
      fontFamily: {
        sans: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
} satisfies Config;
