// "CSV" and "JSON" buttons that download a table as the screen shows it, its column headers in
// the screen's language. "CSV" and "JSON" are the formats' names, the same in every language.
import { type Column, exportFileName, toCsv, toJson } from '../domain/export.ts';

function download(text: string, type: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportButtons<T>({
  rows,
  columns,
  name,
  filter,
  groupLabel,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** The table's part of the file name, e.g. "tier-list". */
  name: string;
  /** The bracket and window the table shows, recorded in the file name with the time. */
  filter: { bracket: string; window: string };
  /**
   * The buttons' group's accessible name, a whole phrase in the screen's language (one message,
   * never "Download" joined to a name): "Download the tier list".
   */
  groupLabel: string;
}) {
  const button = 'rounded border border-line bg-raised px-2 py-1 text-sm hover:bg-surface';
  return (
    <fieldset aria-label={groupLabel} className="flex gap-2">
      <button
        type="button"
        className={button}
        onClick={() =>
          download(
            toCsv(rows, columns),
            'text/csv',
            `${exportFileName(name, filter, Date.now())}.csv`,
          )
        }
      >
        CSV
      </button>
      <button
        type="button"
        className={button}
        onClick={() =>
          download(
            toJson(rows, columns),
            'application/json',
            `${exportFileName(name, filter, Date.now())}.json`,
          )
        }
      >
        JSON
      </button>
    </fieldset>
  );
}
