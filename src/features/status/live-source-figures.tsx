// Where the live list comes from, on the status page: the service's feed, or the collector's
// live.json and what it says of the collector's own polling.

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
  if (liveListFrom(config) === 'service')
    return (
      <Figure
        label="Live list from"
        value={`the service: ${apiUrl(config.apiBaseUrl, FEED_PATH, pageUrl())}`}
      />
    );
  const facts = record.collector;
  return (
    <>
      <Figure
        label="Live list from"
        value={`the collector's files: ${historyFileUrl(config.historyUrl ?? '', LIVE_FILE, pageUrl())}`}
      />
      <Figure
        label="live.json written"
        value={
          facts
            ? `${formatTime(facts.writtenAt)} (changed here ${formatAge(Math.max(0, now - facts.advancedAt))})`
            : 'not read yet'
        }
      />
      {facts ? (
        <>
          <Figure
            label="Collector's last poll of the service"
            value={facts.lastSuccessAt === null ? 'none yet' : formatTime(facts.lastSuccessAt)}
          />
          <Figure
            label="Collector's failed polls in a row"
            value={`${formatCount(facts.consecutiveFailures)}${facts.lastError ? ` (${facts.lastError})` : ''}`}
          />
        </>
      ) : null}
    </>
  );
}
