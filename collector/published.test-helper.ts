// Reads every file a collector published with the dashboard's own parsers (tests only).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBucketFile, parseManifest, parseOpenFile } from '../src/api/history-files.ts';
import { HOUR } from '../src/domain/buckets.ts';
import { DAY, dayFile, hourFile } from '../src/domain/history-format.ts';

/** Every published file, read with the dashboard's own parsers. */
export function readPublished(out: string) {
  const read = (name: string): unknown => JSON.parse(readFileSync(join(out, name), 'utf8'));
  const manifest = parseManifest(read('manifest.json'));
  const hours = manifest.hours.map((start) =>
    parseBucketFile(hourFile(start), read(hourFile(start)), { start, width: HOUR }),
  );
  const days = manifest.days.map((start) =>
    parseBucketFile(dayFile(start), read(dayFile(start)), { start, width: DAY }),
  );
  const open = parseOpenFile(read('open.json'), { start: manifest.openHour, width: HOUR });
  return { manifest, hours, days, open };
}
