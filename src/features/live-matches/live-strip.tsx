// The figures above the live list: throughput, matches seen, and the connection.
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n, t } = useLingui();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {/* New arrivals while this screen watched: the first answer's backlog is not counted. */}
      {/* A word instead of the figure in body type: a long one ("измеряется…") fits a phone. */}
      <Figure label={t`New matches a minute (last 5 min)`}>
        {perMinute === null ? (
          <span className="text-base text-muted">
            <Trans>measuring…</Trans>
          </span>
        ) : perMinute === 0 ? (
          <span className="text-base text-muted">
            <Trans>none yet</Trans>
          </span>
        ) : perMinute < 0.95 ? (
          t({ message: 'under 1', comment: 'fewer than one new match a minute' })
        ) : (
          // One decimal ("3.0", "3,3"), in the screen's language.
          i18n.number(perMinute, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
        )}
      </Figure>
      <Figure label={t`Matches seen since start`}>{formatCount(seen)}</Figure>
      <div className="col-span-2 rounded-md border border-line bg-surface p-3 sm:col-span-1">
        <dt className="text-xs uppercase tracking-wide text-muted">
          <Trans>Connection</Trans>
        </dt>
        <dd className="text-lg">
          <ConnectionStatus connection={connection} look="plain" />
        </dd>
      </div>
    </dl>
  );
}
