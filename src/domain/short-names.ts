// Names shortened to the room a label has, never cut inside a word: class words first take the
// short forms players use, then words go from the end, the first word always kept whole.

/** The shorthands the community writes for the longer class words. */
const SHORTHANDS: readonly [RegExp, string][] = [
  [/\bDemon Hunter\b/g, 'DH'],
  [/\bDeath Knight\b/g, 'DK'],
];

/** `name` in at most `maxChars` characters where whole words allow; its first word always whole. */
export function fitName(name: string, maxChars: number): string {
  if (name.length <= maxChars) return name;
  let short = name;
  for (const [long, abbreviation] of SHORTHANDS) short = short.replace(long, abbreviation);
  const words = short.split(/\s+/).filter(Boolean);
  while (words.length > 1 && words.join(' ').length > maxChars) words.pop();
  return words.join(' ');
}

/**
 * "A vs B" in at most `maxChars` characters where whole words allow: the longer side gives up
 * words first, each side keeps its first word.
 */
export function fitPair([a, b]: readonly [string, string], maxChars: number): string {
  const full = `${a} vs ${b}`;
  if (full.length <= maxChars) return full;
  const room = maxChars - 4;
  let left = fitName(a, a.length);
  let right = fitName(b, b.length);
  for (let guard = 0; guard < 20 && left.length + right.length > room; guard++) {
    const longer = left.length >= right.length;
    const next = longer ? fitName(left, left.length - 1) : fitName(right, right.length - 1);
    if (longer && next !== left) left = next;
    else if (!longer && next !== right) right = next;
    else {
      // That side is down to one word: the other gives up its words.
      const other = longer ? fitName(right, right.length - 1) : fitName(left, left.length - 1);
      if (longer && other !== right) right = other;
      else if (!longer && other !== left) left = other;
      else break;
    }
  }
  return `${left} vs ${right}`;
}
