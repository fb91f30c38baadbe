// What the status says of the statistics' storage and of the shared history, in the screen's
// language: the runtime's notices (storage-status.ts, shared-history.ts) as messages.
import { plural, t } from '@lingui/core/macro';
import { problemText } from './error-text.ts';
import { formatCount, formatTime } from './format.ts';
import type { HistoryNotice } from './shared-history.ts';
import type { StorageNotice } from './storage-status.ts';

/** Where the statistics are kept, when something is wrong with it, in the screen's language. */
export function storageNoticeText(notice: StorageNotice): string {
  switch (notice.code) {
    case 'another-tab':
      return t`Another tab of this dashboard is saving the statistics; this tab's are saved once that tab closes.`;
    case 'quota':
      return t`Storage is full (quota exceeded): statistics are kept in memory only.`;
    case 'no-indexeddb': {
      const store = 'IndexedDB';
      return t`Storage is unavailable (${store} is not available in this browser): statistics are kept in memory only.`;
    }
    case 'unavailable': {
      const { message } = notice.values;
      return message === null
        ? t`Storage is unavailable: statistics are kept in memory only.`
        : t`Storage is unavailable (${message}): statistics are kept in memory only.`;
    }
    case 'other-version': {
      const { version } = notice.values;
      return notice.values.newer
        ? t`Saved statistics were from a newer version (${version}) and were discarded.`
        : t`Saved statistics were from an older version (${version}) and were discarded.`;
    }
    case 'damaged':
      return t`Saved statistics were damaged and were discarded.`;
    case 'matches-dropped': {
      const { count } = notice.values;
      const n = formatCount(count);
      return t`${plural(count, {
        one: `${n} saved match was damaged and left out.`,
        other: `${n} saved matches were damaged and left out.`,
      })}`;
    }
  }
}

/** What the status says of the shared history, in the screen's language. */
export function historyNoticeText(notice: HistoryNotice): string {
  switch (notice.code) {
    case 'off': {
      const key = 'historyUrl';
      return t`Shared history is turned off (${key} is null).`;
    }
    case 'left-out': {
      const { count } = notice.values;
      const n = formatCount(count);
      return t`${plural(count, {
        one: `${n} history file was left out (see below); the rest is counted.`,
        other: `${n} history files were left out (see below); the rest is counted.`,
      })}`;
    }
    case 'unavailable': {
      const why = problemText(notice.values.why);
      return t`${why} Figures count only the matches this screen has seen.`;
    }
    case 'kept': {
      const why = problemText(notice.values.why);
      const time = formatTime(notice.values.upTo);
      return t`${why} Showing the history loaded before (up to ${time}) and this screen's own matches since.`;
    }
  }
}
