// Tables as downloadable CSV and JSON. CSV cells are quoted when needed, and a text cell that a
// spreadsheet would run as a formula (starting with = + - @, tab or CR) is prefixed with an
// apostrophe: names come from the service and are never executed.

export interface Column<T> {
  header: string;
  value: (row: T) => string | number | boolean | null;
}

const FORMULA = /^[=+\-@\t\r]/;

function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV with a header row and CRLF line ends. */
export function toCsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The same table as a JSON array of objects keyed by the column headers. */
export function toJson<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  return JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map((c) => [c.header, c.value(row)]))),
    null,
    2,
  );
}

/** Rounds a rate (0–1) to a percentage with one decimal, as the screens print it. */
export const percent = (rate: number | null) =>
  rate === null ? null : Math.round(rate * 1000) / 10;

/**
 * A download's file name that records what it holds: the table, its bracket and window, and
 * when it was taken (UTC, to the minute): "tier-list_legend_24h_2026-11-26T10-45Z".
 */
export function exportFileName(
  table: string,
  filter: { bracket: string; window: string },
  now: number,
): string {
  const stamp = new Date(now).toISOString().slice(0, 16).replace(':', '-');
  return `${table}_${filter.bracket}_${filter.window}_${stamp}Z`;
}
