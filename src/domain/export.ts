// Tables as downloadable CSV and JSON. Every CSV text cell is quoted, and wherever a spreadsheet
// could start a cell in it (its start, and after a comma, semicolon, tab or line break, for a
// spreadsheet that splits on another separator or ignores the quotes) a formula character
// (= + - @, tab or CR) gets an apostrophe before it: names come from the service and are never
// executed. Column headers are messages, written in the screen's language when a table is
// downloaded.
import { i18n, type MessageDescriptor } from '@lingui/core';

export interface Column<T> {
  /**
   * The column's name: a message (`msg\`Games\``, translated when the table is downloaded, so a
   * module-level list of columns holds no text of its own), or a text already in the screen's
   * language.
   */
  header: string | MessageDescriptor;
  value: (row: T) => string | number | boolean | null;
}

/** A column's name in the screen's language. */
export function headerText(column: Pick<Column<unknown>, 'header'>): string {
  return typeof column.header === 'string' ? column.header : i18n._(column.header);
}

/** A formula character where a cell could start: at the start, or after a separator. */
const FORMULA = /(^|[,;\t\r\n])([=+\-@\t\r])/g;

function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = value.replace(FORMULA, "$1'$2");
  return `"${safe.replaceAll('"', '""')}"`;
}

/** RFC 4180 CSV with a header row and CRLF line ends. */
export function toCsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const lines = [columns.map((c) => csvCell(headerText(c))).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The same table as a JSON array of objects keyed by the column headers (as the CSV writes them). */
export function toJson<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  return JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map((c) => [headerText(c), c.value(row)]))),
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
