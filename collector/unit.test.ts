// The systemd unit as shipped: it runs the built JavaScript with no TypeScript tooling, keeps
// the database out of the published directory, and is hardened to an exposure of at most 3.0 by
// systemd's own offline analysis (where systemd-analyze exists).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './built.test-helper.ts';

const unitPath = join(repoRoot, 'deploy', 'hs-collector.service');
const unit = readFileSync(unitPath, 'utf8');
const setting = (name: string) =>
  unit
    .split('\n')
    .filter((line) => line.startsWith(`${name}=`))
    .map((line) => line.slice(name.length + 1));

const hasAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
if (!hasAnalyze) console.log('skipped: systemd-analyze is not on this machine');

describe('deploy/hs-collector.service', () => {
  it('runs the built collector with node alone, its database outside --out', () => {
    const [exec] = setting('ExecStart');
    expect(exec).toMatch(
      /^\/usr\/bin\/node (--max-old-space-size=\d+ )?\/opt\/hs-collector\/cli\.mjs /,
    );
    expect(exec).not.toMatch(/tsx|\.ts\b/);
    const out = /--out (\S+)/.exec(exec ?? '')?.[1];
    const db = /--db (\S+)/.exec(exec ?? '')?.[1];
    expect(out).toBeDefined();
    expect(db?.startsWith(`${out}/`)).toBe(false);
    expect(setting('MemoryMax')).toHaveLength(1);
    expect(setting('MemoryDenyWriteExecute')).toEqual([]);
  });

  it('does not restart a collector that refused its settings or its database (exit 2)', () => {
    expect(setting('Restart')).toEqual(['always']);
    expect(setting('RestartPreventExitStatus')).toEqual(['2']);
  });

  it.skipIf(!hasAnalyze)('is exposed at 3.0 or less by systemd-analyze security', () => {
    const report = execFileSync('systemd-analyze', ['security', '--offline=true', unitPath], {
      encoding: 'utf8',
    });
    const level = Number(/Overall exposure level for .*: (\d+(?:\.\d+)?)/.exec(report)?.[1]);
    expect(level).toBeLessThanOrEqual(3.0);
  });
});
