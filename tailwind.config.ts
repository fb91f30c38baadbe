// Tailwind theme for the dashboard. The player-class palette is exported on its own so chart
// code (recharts needs literal colours, not class names) draws with exactly the same values.
import type { Config } from 'tailwindcss';

/** Class colours in common use (HSReplay; DK and DH from WoW convention). Keys are the seed's class names. */
export const classPalette = {
  DEATHKNIGHT: '#C41E3A',
  DEMONHUNTER: '#A330C9',
  DRUID: '#FF7D0A',
  HUNTER: '#ABD473',
  MAGE: '#69CCF0',
  PALADIN: '#F58CBA',
  PRIEST: '#D2D2D2',
  ROGUE: '#FFF01A',
  SHAMAN: '#0070DE',
  WARLOCK: '#9482C9',
  WARRIOR: '#C79C6E',
  NEUTRAL: '#808080',
  WHIZBANG: '#808080',
  OTHER: '#808080',
} as const;

export type PaletteKey = keyof typeof classPalette;

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
