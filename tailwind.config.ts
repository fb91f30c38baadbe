// Tailwind theme for the dashboard. The player-class palette belongs to the domain; here it
// becomes one CSS variable per class whose value follows the theme, which the charts, swatches
// and `text-class-mage`-style utilities all draw with.
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { classColourVariable, classPalette, type PaletteKey } from './src/domain/classes.ts';

const keys = Object.keys(classPalette.dark) as PaletteKey[];
const variables = (theme: 'dark' | 'light') =>
  Object.fromEntries(keys.map((key) => [classColourVariable(key), classPalette[theme][key]]));
const classColors = Object.fromEntries(
  keys.map((key) => [key.toLowerCase(), `var(${classColourVariable(key)})`]),
);

// Dark is the default (as in src/app/index.css); light by choice or by the system.
const classColourVariables = plugin(({ addBase }) => {
  addBase({
    ':root, :root[data-theme="dark"]': variables('dark'),
    ':root[data-theme="light"]': variables('light'),
    '@media (prefers-color-scheme: light)': { ':root[data-theme="system"]': variables('light') },
  });
});

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  plugins: [classColourVariables],
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
