// What the collector's two commands share: string options parsed strictly, --help, and a
// failure that is one line naming the problem, with exit code 2.
import { parseArgs } from 'node:util';

export interface CommandLine {
  values: Record<string, string | undefined>;
  flags: Record<string, boolean>;
  fail: (message: string) => never;
}

export function commandLine(
  usage: string,
  options: Record<string, { default?: string }>,
  flags: readonly string[] = [],
): CommandLine {
  const fail = (message: string): never => {
    console.error(`${message.replace(/\s*\n\s*/g, ' ')} (--help shows the usage)`);
    process.exit(2);
  };
  try {
    const { values } = parseArgs({
      options: {
        ...Object.fromEntries(
          Object.entries(options).map(([name, o]) => [name, { type: 'string' as const, ...o }]),
        ),
        ...Object.fromEntries(
          [...flags, 'help'].map((name) => [name, { type: 'boolean' as const }]),
        ),
      },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    const strings: Record<string, string | undefined> = {};
    const booleans: Record<string, boolean> = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === 'boolean') booleans[name] = value;
      else strings[name] = value;
    }
    return { values: strings, flags: booleans, fail };
  } catch (error) {
    return fail((error as Error).message);
  }
}

/** A whole number written in digits, within [min, max]; null otherwise. */
export function wholeNumber(raw: string | undefined, min: number, max: number): number | null {
  if (raw === undefined || !/^\d{1,16}$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 time with its zone (2026-11-22T14:00Z, 2026-11-22T15:00:00.000+01:00), as ms since
 * the epoch; null for anything else: no zone (a local time), a bare date, a day that does not
 * exist, a year before 2000 that a loose parser would read from "1".
 */
export function parseIsoTime(raw: string): number | null {
  const m = ISO_TIME.exec(raw.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s, ms] = m.slice(1, 8).map((v) => Number(v ?? 0)) as number[];
  const [sign, zh, zm] = [m[9], Number(m[10] ?? 0), Number(m[11] ?? 0)];
  if (
    [y, mo, d, h, mi, s, ms].some((v) => v === undefined) ||
    (h as number) > 23 ||
    (mi as number) > 59 ||
    (s as number) > 59 ||
    zh > 23 ||
    zm > 59
  )
    return null;
  const local = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s, ms);
  const check = new Date(local);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== (mo as number) - 1) return null;
  if (check.getUTCDate() !== d) return null;
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (zh * 60 + zm) * 60_000;
  return local - offset;
}
