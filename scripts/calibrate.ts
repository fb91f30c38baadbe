// `npm run calibrate`: runs the calibration suite's measurements (src/test/calibration-figures.ts)
// and writes them where people read them: src/features/methods/calibration.json (#/methods) and
// the tables between the markers in docs/statistics.md. The suite fails when they go stale.

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { markdownTables } from '../src/features/methods/calibration-table.ts';
import {
  type CalibrationFigures,
  detectionFigures,
  stationaryFigures,
} from '../src/test/calibration-figures.ts';

const figures: CalibrationFigures = {
  demo: stationaryFigures('demo'),
  real: stationaryFigures('real'),
  detection: detectionFigures(),
};
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
writeFileSync(
  'src/features/methods/calibration.json',
  `${JSON.stringify({ commit, ...figures }, null, 1)}\n`,
);
const doc = readFileSync('docs/statistics.md', 'utf8');
const begin = '<!-- calibration:begin -->';
const end = '<!-- calibration:end -->';
const from = doc.indexOf(begin);
const to = doc.indexOf(end);
if (from < 0 || to < from)
  throw new Error(`docs/statistics.md lacks the ${begin} … ${end} markers`);
writeFileSync(
  'docs/statistics.md',
  `${doc.slice(0, from + begin.length)}\n${markdownTables(figures, commit)}\n${doc.slice(to)}`,
);
// Written as Biome formats them, so `npm run lint` passes on what this writes.
execFileSync(
  'npx',
  ['biome', 'format', '--write', 'src/features/methods/calibration.json', 'docs/statistics.md'],
  {
    stdio: 'ignore',
  },
);
console.log(`calibration figures written (commit ${commit})`);
