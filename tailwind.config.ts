// Tailwind theme for the dashboard. Every colour is a CSS variable whose value follows the theme:
// the surface palette below (`bg-surface`, `text-muted`…) and the player-class palette, which
// belongs to the domain and which the charts, swatches and `text-class-mage`-style utilities all
// draw with.
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { classColourVariable, classPalette, type PaletteKey } from './src/domain/class-palette.ts';

type Theme = 'dark' | 'light';

// The page's own colours. `win`/`lose` are the matchup matrix's diverging scale: blue for
// winning, orange for losing (told apart without red/green, and always with the number printed in
// the cell).
const surfacePalette: Record<Theme, Record<string, string>> = {
  dark: {
    bg: '#0d1117',
    surface: '#161b22',
    raised: '#1f2630',
    line: '#30363d',
    ink: '#e6edf3',
    muted: '#9aa6b2',
    accent: '#f0b429',
    good: '#3fb950',
    warn: '#d29922',
    bad: '#f85149',
    win: '#388bfd',
    lose: '#db6d28',
  },
  light: {
    bg: '#f6f8fa',
    surface: '#ffffff',
    raised: '#eef1f4',
    line: '#d0d7de',
    ink: '#1f2328',
    muted: '#57606a',
    accent: '#9a6700',
    good: '#1a7f37',
    warn: '#9a6700',
    bad: '#cf222e',
    win: '#0969da',
    lose: '#bc4c00',
  },
};

const keys = Object.keys(classPalette.dark) as PaletteKey[];
const variables = (theme: Theme) => ({
  'color-scheme': theme,
  ...Object.fromEntries(
    Object.entries(surfacePalette[theme]).map(([name, value]) => [`--c-${name}`, value]),
  ),
  ...Object.fromEntries(keys.map((key) => [classColourVariable(key), classPalette[theme][key]])),
});
const surfaceColors = Object.fromEntries(
  Object.keys(surfacePalette.dark).map((name) => [name, `var(--c-${name})`]),
);
const classColors = Object.fromEntries(
  keys.map((key) => [key.toLowerCase(), `var(${classColourVariable(key)})`]),
);

// Dark is the default (the dashboard hangs on walls); light by choice or by the system.
const themeVariables = plugin(({ addBase }) => {
  addBase({
    ':root, :root[data-theme="dark"]': variables('dark'),
    ':root[data-theme="light"]': variables('light'),
    '@media (prefers-color-scheme: light)': { ':root[data-theme="system"]': variables('light') },
  });
});

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  plugins: [themeVariables],
  theme: {
    extend: {
      colors: {
        // Semantic surface colours switch with the theme through the variables above.
        ...surfaceColors,
        class: classColors,
      },
      fontFamily: {
        sans: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
} satisfies Config;
