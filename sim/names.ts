// The simulated catalogue's class table (class number, name, archetype names) and card words.

export const CLASS_TABLE: ReadonlyArray<readonly [number, string, readonly string[]]> = [
  [
    1,
    'DEATHKNIGHT',
    ['Blood DK', 'Frost DK', 'Unholy DK', 'Plague DK', 'Rainbow DK', 'Handbuff DK'],
  ],
  [
    14,
    'DEMONHUNTER',
    [
      'Aggro Demon Hunter',
      'Outcast Demon Hunter',
      'Big Demon Hunter',
      'Pirate Demon Hunter',
      'Deathrattle Demon Hunter',
      'Fel Demon Hunter',
    ],
  ],
  [
    2,
    'DRUID',
    ['Ramp Druid', 'Treant Druid', 'Dragon Druid', 'Imbue Druid', 'Aggro Druid', 'Big Druid'],
  ],
  [3, 'HUNTER', ['Face Hunter', 'Beast Hunter', 'Discover Hunter', 'Secret Hunter', '']],
  [
    4,
    'MAGE',
    ['Spell Mage', 'Elemental Mage', 'Secret Mage', 'Arcane Mage', 'Protoss Mage', 'Tempo Mage'],
  ],
  [
    5,
    'PALADIN',
    ['Aura Paladin', 'Handbuff Paladin', 'Pure Paladin', 'Dragon Paladin', 'Aggro Paladin'],
  ],
  [
    6,
    'PRIEST',
    ['Control Priest', 'Zarimi Priest', 'Overheal Priest', 'Shadow Priest', 'Pain Priest'],
  ],
  [7, 'ROGUE', ['Cycle Rogue', 'Pirate Rogue', 'Starship Rogue', 'Weapon Rogue', 'Excavate Rogue']],
  [
    8,
    'SHAMAN',
    ['Evolve Shaman', 'Elemental Shaman', 'Totem Shaman', 'Nature Shaman', 'Murloc Shaman'],
  ],
  [9, 'WARLOCK', ['Zoo Warlock', 'Wallow Warlock', 'Painlock', 'Handlock', 'Big Demon Warlock']],
  [
    10,
    'WARRIOR',
    ['Control Warrior', 'Enrage Warrior', 'Taunt Warrior', 'Odyn Warrior', 'Dragon Warrior'],
  ],
  [12, 'NEUTRAL', ['Tourist Midrange', 'Neutral Highlander']],
  [13, 'WHIZBANG', ["Whizbang's Heroes"]],
];

export const CARD_WORDS_A = [
  'Ancient',
  'Frozen',
  'Fel',
  'Wild',
  'Arcane',
  'Stone',
  'Shadow',
  'Radiant',
];
export const CARD_WORDS_B = [
  'Guardian',
  'Bolt',
  'Tusk',
  'Acolyte',
  'Drake',
  'Totem',
  'Blade',
  'Ritual',
];
export const RARITIES = ['COMMON', 'RARE', 'EPIC', 'LEGENDARY', 'FREE'];
