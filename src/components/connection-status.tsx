// The one connection indicator (header, status page, live list, wall): a shape and a word,
// never colour alone, with the age of the last update.
import type { Connection, ConnectionState } from '../domain/connection.ts';
import {
  connectionLabel,
  lastUpdateAt,
  updatedAgo,
  updatedAgoSamples,
} from '../domain/connection-notice.ts';
import { SteadyText } from './steady-text.tsx';

const STYLES: Record<ConnectionState, { dot: string; shape: string }> = {
  connecting: { dot: 'bg-muted', shape: '…' },
  live: { dot: 'bg-good', shape: '●' },
  stale: { dot: 'bg-warn', shape: '◐' },
  unreachable: { dot: 'bg-bad', shape: '✕' },
  offline: { dot: 'bg-bad', shape: '⊘' },
  error: { dot: 'bg-bad', shape: '!' },
  'files-stale': { dot: 'bg-warn', shape: '◐' },
  'collector-failing': { dot: 'bg-bad', shape: '!' },
};

export function ConnectionStatus({
  connection,
  look = 'pill',
  showAge = true,
}: {
  connection: Connection;
  /** pill: a bordered chip (header); plain: text that takes its size from its container. */
  look?: 'pill' | 'plain';
  showAge?: boolean;
}) {
  const { state } = connection;
  const style = STYLES[state];
  const age = showAge ? updatedAgo(connection) : null;
  const updatedAt = lastUpdateAt(connection);
  return (
    <span
      className={
        look === 'pill'
          ? // A least width: the age ticking over does not move the pill's edge.
            'inline-flex min-w-0 items-center gap-2 whitespace-nowrap rounded-full border border-line bg-raised px-2 py-1 text-sm sm:min-w-[14.5rem] sm:px-3'
          : 'inline-flex items-baseline gap-[0.4em]'
      }
      data-state={state}
    >
      <span
        aria-hidden="true"
        className={`inline-flex size-[1.15em] shrink-0 items-center justify-center self-center rounded-full text-[0.7em] font-bold text-bg ${style.dot}`}
      >
        {style.shape}
      </span>{' '}
      {/* Only the header's pill cuts its word, to keep to one line; elsewhere it reads whole. */}
      <span
        className={`font-semibold ${look === 'pill' ? 'min-w-0 truncate' : 'whitespace-nowrap'}`}
      >
        {connectionLabel(state, connection.via)}
      </span>
      {age && updatedAt !== null ? (
        // In the header of a phone the pill keeps to one line: the age shows from 640 px up.
        // It ticks over every second, in a box of its own size (SteadyText); the moment it counts
        // from is its machine-readable time.
        <span className={`font-normal text-muted ${look === 'pill' ? 'hidden sm:inline' : ''}`}>
          {' '}
          ·{' '}
          <time dateTime={new Date(updatedAt).toISOString()}>
            <SteadyText text={age} samples={updatedAgoSamples()} />
          </time>
        </span>
      ) : null}
    </span>
  );
}
