// The connection-state indicator: a word and a shape, never colour alone.
import { CONNECTION_LABELS, type ConnectionState } from '../domain/connection.ts';

const STYLES: Record<ConnectionState, { dot: string; shape: string }> = {
  connecting: { dot: 'bg-muted', shape: '…' },
  live: { dot: 'bg-good', shape: '●' },
  stale: { dot: 'bg-warn', shape: '◐' },
  offline: { dot: 'bg-bad', shape: '✕' },
  error: { dot: 'bg-bad', shape: '!' },
};

export function ConnectionPill({ state, detail }: { state: ConnectionState; detail?: string }) {
  const style = STYLES[state];
  return (
    <span
      className="inline-flex items-center gap-2 rounded-full border border-line bg-raised px-3 py-1 text-sm"
      data-state={state}
    >
      <span
        aria-hidden="true"
        className={`inline-flex size-4 items-center justify-center rounded-full text-[10px] font-bold text-bg ${style.dot}`}
      >
        {style.shape}
      </span>
      <span className="font-medium">{CONNECTION_LABELS[state]}</span>
      {detail ? <span className="text-muted">{detail}</span> : null}
    </span>
  );
}
