// Class colours: plain data, also read by tailwind.config.ts (which loads no catalogue).
/**
 * Class colours per theme. Dark: the colours in common use (HSReplay; DK and DH from WoW
 * convention), DK lightened a little. Light: darker shades of the same hues, so every mark has
 * at least 3:1 against the light page (classes.test.ts checks both). Neutral, Whizbang and
 * Unknown (OTHER) each have their own mark. Keys are the seed's class names.
 */
export const classPalette = {
  dark: {
    DEATHKNIGHT: '#D4344F',
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
    NEUTRAL: '#9AA0A6',
    WHIZBANG: '#2AA198',
    OTHER: '#8C8174',
  },
  light: {
    DEATHKNIGHT: '#C41E3A',
    DEMONHUNTER: '#A330C9',
    DRUID: '#C05A00',
    HUNTER: '#4E7A1E',
    MAGE: '#1A7CA3',
    PALADIN: '#C2407A',
    PRIEST: '#6B6B6B',
    ROGUE: '#7F7400',
    SHAMAN: '#0070DE',
    WARLOCK: '#7558C0',
    WARRIOR: '#8C6239',
    NEUTRAL: '#57606A',
    WHIZBANG: '#1F776F',
    OTHER: '#857A6E',
  },
} as const;

/** The CSS variable a class's colour is drawn with; its value follows the theme. */
export const classColourVariable = (key: PaletteKey) => `--class-${key.toLowerCase()}`;

export type PaletteKey = keyof typeof classPalette.dark;
