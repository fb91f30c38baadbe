// Where the live list comes from, on the status page: the service's feed, or the collector's
// live.json and what it says of the collector's own polling.

import { useLingui } from '@lingui/react/macro';
import { apiUrl } from '../../api/client.ts';
import { historyFileUrl } from '../../api/history-files.ts';
import { FEED_PATH, pageUrl } from '../../api/service.ts';
import type { AppConfig } from '../../domain/config.ts';
import type { PollRecord } from '../../domain/connection.ts';
import { formatAge, formatCount, formatTime } from '../../domain/format.ts';
import { LIVE_FILE } from '../../domain/live-format.ts';
import { liveListFrom } from '../../domain/live-source.ts';
import { Figure } from './status-parts.tsx';

export function LiveSourceFigures({
  config,
  record,
  now,
}: {
  config: AppConfig;
  record: PollRecord;
  now: number;
}) {
  const { t } = useLingui();
  if (liveListFrom(config) === 'service') {
    const url = apiUrl(config.apiBaseUrl, FEED_PATH, pageUrl());
    return <Figure label={t`Live list from`} value={t`the service: ${url}`} />;
  }
  const url = historyFileUrl(config.historyUrl ?? '', LIVE_FILE, pageUrl());
  const file = LIVE_FILE;
  const facts = record.collector;
  let written = t`not read yet`;
  if (facts) {
    const time = formatTime(facts.writtenAt);
    const age = formatAge(Math.max(0, now - facts.advancedAt));
    written = t`${time} (changed here ${age})`;
  }
  return (
    <>
      <Figure label={t`Live list from`} value={t`the collector's files: ${url}`} />
      <Figure label={t`${file} written`} value={written} />
      {facts ? <CollectorPolling facts={facts} /> : null}
    </>
  );
}

/** How the collector's own polling of the service goes, as its live.json says. */
function CollectorPolling({ facts }: { facts: NonNullable<PollRecord['collector']> }) {
  const { t } = useLingui();
  const count = formatCount(facts.consecutiveFailures);
  // The collector's last error is its own English (live.json carries no code).
  const error = facts.lastError;
  return (
    <>
      <Figure
        label={t`Collector's last poll of the service`}
        value={
          facts.lastSuccessAt === null
            ? t({ message: 'none yet', comment: 'no poll of the service has succeeded' })
            : formatTime(facts.lastSuccessAt)
        }
      />
      <Figure
        label={t`Collector's failed polls in a row`}
        value={error ? t`${count} (${error})` : count}
      />
    </>
  );
}
