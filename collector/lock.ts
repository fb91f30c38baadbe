// One collector per output directory: a lock made as a symbolic link (creating one is atomic and
// fails if the name exists) whose target names the holder, "<pid>:<start>@<host>", as Emacs
// locks files. A short link needs no data block, so a full disk does not stop a collector from
// starting. A lock whose process is gone (killed, crashed, the machine restarted) is taken over;
// a live one is refused with a message naming its holder.
import { readFileSync } from 'node:fs';
import { lstat, readlink, rm, symlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = '.collector.lock';

interface Holder {
  pid: number;
  host: string;
  /** The process's start time as the kernel counts it, so a reused pid is not mistaken for it. */
  started: string;
}

export class LockError extends Error {
  override name = 'LockError';
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); '' off Linux. */
function processStart(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.host !== hostname()) return true; // cannot tell: another machine's process
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStart(holder.pid);
  return holder.started === '' || started === '' || started === holder.started;
}

const format = (h: Holder) => `${h.pid}:${h.started}@${h.host}`;

function parseHolder(target: string): Holder | null {
  const m = /^(\d+):(\d*)@(.+)$/.exec(target);
  return m ? { pid: Number(m[1]), started: m[2] ?? '', host: m[3] ?? '' } : null;
}

export interface DirectoryLock {
  release(): Promise<void>;
  /** Set when a stale lock was taken over: whose it was. */
  tookOverFrom: string | null;
}

/** Takes the directory's lock or throws a LockError that says who holds it. */
export async function lockDirectory(dir: string): Promise<DirectoryLock> {
  const path = join(dir, LOCK_FILE);
  const self = format({ pid: process.pid, host: hostname(), started: processStart(process.pid) });
  let tookOverFrom: string | null = null;
  // Like PostgreSQL's postmaster.pid: a stale lock is removed and the lock made again.
  for (let attempt = 0; ; attempt++) {
    try {
      await symlink(self, path);
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' || attempt >= 3)
        throw new LockError(`Cannot lock ${dir} (${code ?? (error as Error).message}).`);
    }
    const target = await readlink(path).catch(() => '');
    const holder = parseHolder(target);
    if (holder && isAlive(holder)) {
      const since = await lstat(path).then(
        (s) => s.mtime.toISOString(),
        () => 'an unknown time',
      );
      throw new LockError(
        `Another collector (pid ${holder.pid} on ${holder.host}, since ${since}) is publishing to ${dir}. Stop it first, or give this one another --out.`,
      );
    }
    tookOverFrom = holder ? `pid ${holder.pid} on ${holder.host}` : 'an unreadable lock';
    await rm(path, { force: true });
  }
  return {
    tookOverFrom,
    release: async () => {
      if ((await readlink(path).catch(() => '')) === self) await rm(path, { force: true });
    },
  };
}
