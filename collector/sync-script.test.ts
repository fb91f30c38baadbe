// deploy/sync-history.sh and its units, as shipped for the static-only deployment: the order a
// reader needs (closed files, then the live list and open hour, then the manifest copied aside
// at the start, deletions last), each kind with its cache header, and nothing that must not be
// published. rclone itself is stood in for by a script that records its arguments; where a real
// rclone exists, the copy to a local directory is checked too.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from './built.test-helper.ts';

const script = join(repoRoot, 'deploy', 'sync-history.sh');
const hasRclone = spawnSync('rclone', ['version']).status === 0;
const hasAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sync-script-'));
  const out = join(dir, 'out');
  mkdirSync(join(out, 'hours'), { recursive: true });
  mkdirSync(join(out, 'days'), { recursive: true });
  for (const name of ['live.json', 'catalogue.json', 'health.json'])
    writeFileSync(join(out, name), `{"name":"${name}"}`);
  // The open hour both name, as the collector writes them (one line each).
  writeFileSync(
    join(out, 'manifest.json'),
    '{"format":1,"asOf":1764000000000,"openHour":1763999000000}',
  );
  writeFileSync(join(out, 'open.json'), '{"format":1,"start":1763999000000,"width":3600000}');
  writeFileSync(join(out, 'hours', '2026-11-24T03.json'), '{}');
  writeFileSync(join(out, 'days', '2026-11-22.json'), '{}');
  writeFileSync(join(out, 'live.json.123.4.tmp'), '{"half');
  writeFileSync(join(out, '.collector.lock'), '4242:1@host');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in rclone that records its arguments, one call a line; returns the log's path. */
function recordingRclone(): { bin: string; log: string } {
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  const log = join(dir, 'calls');
  writeFileSync(
    join(bin, 'rclone'),
    `#!/bin/sh\nfor a in "$@"; do printf '%s|' "$a" >> '${log}'; done\necho >> '${log}'\n`,
  );
  chmodSync(join(bin, 'rclone'), 0o755);
  return { bin, log };
}

describe('deploy/sync-history.sh', () => {
  it('uploads closed files, then the live list and open hour, then the manifest, then deletes', () => {
    const { bin, log } = recordingRclone();
    execFileSync(script, [join(dir, 'out'), 'remote:bucket/history'], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    });
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    const forever = 'Cache-Control: public, max-age=31536000, immutable';
    const fresh = 'Cache-Control: public, max-age=0, s-maxage=5';
    expect(calls.map((c) => c.split('|').slice(0, 1)[0])).toEqual([
      'copy',
      'copyto',
      'copyto',
      'copy',
      'copyto',
      'sync',
    ]);
    expect(calls[0]).toContain('--include|/hours/*.json|--include|/days/*.json|');
    expect(calls[0]).toContain(forever);
    expect(calls[1]).toContain(`${join(dir, 'out')}/live.json|remote:bucket/history/live.json|`);
    // The open hour, like the manifest, is the copy taken before anything was uploaded.
    expect(calls[2]).toMatch(/^copyto\|\/[^|]+\/open\.json\|remote:bucket\/history\/open\.json\|/);
    expect(calls[2]).not.toContain(`${join(dir, 'out')}/open.json`);
    expect(calls[3]).toContain('--include|/catalogue.json|');
    for (const i of [1, 2, 3, 4]) expect(calls[i]).toContain(fresh);
    // The manifest is the copy taken before anything was uploaded, never the live file.
    expect(calls[4]).toMatch(
      /^copyto\|\/[^|]+\/manifest\.json\|remote:bucket\/history\/manifest\.json\|/,
    );
    expect(calls[4]).not.toContain(`${join(dir, 'out')}/manifest.json`);
    // A closed file written since the first copy goes up with its headers, not without.
    expect(calls[5]).toBe(
      `sync|${join(dir, 'out')}|remote:bucket/history|--include|/hours/*.json|--include|/days/*.json|--header-upload|Content-Type: application/json|--header-upload|${forever}|`,
    );
  });

  it('uploads nothing when the open hour and the manifest disagree (an hour closing mid-copy, every try)', () => {
    const { bin, log } = recordingRclone();
    writeFileSync(join(dir, 'out', 'open.json'), '{"format":1,"start":1764002600000}');
    const run = spawnSync(script, [join(dir, 'out'), 'remote:bucket/history'], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, SYNC_TRIES: '2' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/name different open hours; nothing uploaded this run/);
    expect(existsSync(log)).toBe(false);
  });

  it.skipIf(!hasRclone)('copies every published file and nothing else (real rclone)', () => {
    const dest = join(dir, 'dest');
    execFileSync(script, [join(dir, 'out'), dest], {
      env: { ...process.env, RCLONE_CONFIG: join(dir, 'none.conf') },
      stdio: 'ignore',
    });
    const files = (sub: string) =>
      existsSync(join(dest, sub)) ? readdirSync(join(dest, sub)) : [];
    expect(files('').sort()).toEqual([
      'catalogue.json',
      'days',
      'hours',
      'live.json',
      'manifest.json',
      'open.json',
    ]);
    expect(files('hours')).toEqual(['2026-11-24T03.json']);
    rmSync(join(dir, 'out', 'hours', '2026-11-24T03.json'));
    execFileSync(script, [join(dir, 'out'), dest], {
      env: { ...process.env, RCLONE_CONFIG: join(dir, 'none.conf') },
      stdio: 'ignore',
    });
    expect(files('hours')).toEqual([]);
  });
});

describe('deploy/hs-sync.service', () => {
  const unitPath = join(repoRoot, 'deploy', 'hs-sync.service');
  const unit = readFileSync(unitPath, 'utf8');
  const collector = readFileSync(join(repoRoot, 'deploy', 'hs-collector.service'), 'utf8');

  it("reads the collector's --out and nothing else of it", () => {
    const out = /--out (\S+)/.exec(collector)?.[1];
    expect(unit).toContain(`ReadOnlyPaths=${out}\n`);
    expect(unit).toMatch(
      new RegExp(`ExecStart=/opt/hs-collector/sync-history\\.sh ${out} \\S+\\n`),
    );
    expect(readFileSync(join(repoRoot, 'deploy', 'hs-sync.timer'), 'utf8')).toContain(
      'OnUnitInactiveSec=10s',
    );
  });

  it.skipIf(!hasAnalyze)('is exposed at 3.0 or less by systemd-analyze security', () => {
    const report = execFileSync('systemd-analyze', ['security', '--offline=true', unitPath], {
      encoding: 'utf8',
    });
    const level = Number(/Overall exposure level for .*: (\d+(?:\.\d+)?)/.exec(report)?.[1]);
    expect(level).toBeLessThanOrEqual(3.0);
  });
});
