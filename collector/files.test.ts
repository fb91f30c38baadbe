// The atomic write's order of file system calls: the data is flushed before the rename, and the
// directory after it, so a power cut never leaves a name pointing at a lost file.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fsCalls, writeFileAtomic } from './files.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'publish-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** fsCalls that record what they do, in order, on the real disk. */
function recording() {
  const calls: string[] = [];
  const name = (p: unknown) =>
    String(p)
      .replace(dir, '<dir>')
      .replace(/\.\d+\.\d+\.tmp$/, '.tmp');
  const fs: typeof fsCalls = {
    mkdir: fsCalls.mkdir,
    rm: async (path, options) => {
      calls.push(`rm ${name(path)}`);
      return fsCalls.rm(path, options);
    },
    rename: async (from, to) => {
      calls.push(`rename ${name(from)} ${name(to)}`);
      return fsCalls.rename(from, to);
    },
    open: (async (path: string, flags: string, mode?: number) => {
      const handle = await fsCalls.open(path, flags, mode);
      const what = name(path);
      calls.push(`open ${what}`);
      return Object.assign(Object.create(handle), {
        writeFile: async (data: string) => {
          calls.push(`write ${what}`);
          return handle.writeFile(data);
        },
        sync: async () => {
          calls.push(`sync ${what}`);
          return handle.sync();
        },
        close: async () => handle.close(),
      });
    }) as typeof fsCalls.open,
  };
  return { fs, calls };
}

it('flushes the file, renames it, then flushes the directory', async () => {
  const { fs, calls } = recording();
  await writeFileAtomic(join(dir, 'manifest.json'), '{"a":1}', fs);
  expect(calls).toEqual([
    'open <dir>/manifest.json.tmp',
    'write <dir>/manifest.json.tmp',
    'sync <dir>/manifest.json.tmp',
    'rename <dir>/manifest.json.tmp <dir>/manifest.json',
    'open <dir>',
    'sync <dir>',
  ]);
  expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe('{"a":1}');
});

it('removes its temporary file when the write fails, and keeps the old file', async () => {
  await writeFileAtomic(join(dir, 'open.json'), 'old');
  const { fs, calls } = recording();
  const full: typeof fsCalls = {
    ...fs,
    rename: async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    },
  };
  await expect(writeFileAtomic(join(dir, 'open.json'), 'new', full)).rejects.toThrow('ENOSPC');
  expect(calls.at(-1)).toBe('rm <dir>/open.json.tmp');
  expect(readdirSync(dir)).toEqual(['open.json']);
  expect(readFileSync(join(dir, 'open.json'), 'utf8')).toBe('old');
});
