// The figures above the live list: throughput, matches seen, and the connection.
import { ConnectionStatus } from '../../components/connection-status.tsx';
import type { Connection } from '../../domain/connection.ts';
import { formatCount } from '../../domain/format.ts';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-md border border-line bg-surface p-3">
      <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

export function LiveStrip({
  connection,
  perMinute,
  seen,
}: {
  connection: Connection;
  /** Null until enough has been watched to call it a rate. */
  perMinute: number | null;
  seen: number;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {/* New arrivals while this screen watched: the first answer's backlog is not counted. */}
      <Figure label="New matches a minute (last 5 min)">
        {perMinute === null ? (
          <span className="text-muted">measuring…</span>
        ) : perMinute === 0 ? (
          <span className="text-muted">none yet</span>
        ) : perMinute < 0.95 ? (
          'under 1'
        ) : (
          perMinute.toFixed(1)
        )}
      </Figure>
      <Figure label="Matches seen since start">{formatCount(seen)}</Figure>
      <div className="col-span-2 rounded-md border border-line bg-surface p-3 sm:col-span-1">
        <dt className="text-xs uppercase tracking-wide text-muted">Connection</dt>
        <dd className="text-lg">
          <ConnectionStatus connection={connection} look="plain" />
        </dd>
      </div>
    </dl>
  );
}
