// One collector per output directory: a lock file made with an atomic hard link (which fails if
// the name exists), holding who made it. A lock whose process is gone (killed, crashed, the
// machine restarted) is taken over; a live one is refused with a message naming its holder.
import { readFileSync } from 'node:fs';
import { link, open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = '.collector.lock';

interface Holder {
  pid: number;
  host: string;
  /** The process's start time as the kernel counts it, so a reused pid is not mistaken for it. */
  started: string | null;
  since: string;
}

export class LockError extends Error {
  override name = 'LockError';
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null off Linux. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
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
  return holder.started === null || started === null || started === holder.started;
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? {
          pid: value.pid,
          host: value.host,
          started: typeof value.started === 'string' ? value.started : null,
          since: String(value.since ?? ''),
        }
      : null;
  } catch {
    return null;
  }
}

export interface DirectoryLock {
  release(): Promise<void>;
  /** Set when a stale lock was taken over: whose it was. */
  tookOverFrom: string | null;
}

/** Takes the directory's lock or throws a LockError that says who holds it. */
export async function lockDirectory(dir: string): Promise<DirectoryLock> {
  const path = join(dir, LOCK_FILE);
  const self: Holder = {
    pid: process.pid,
    host: hostname(),
    started: processStart(process.pid),
    since: new Date().toISOString(),
  };
  const temporary = `${path}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', 0o644);
  try {
    await handle.writeFile(JSON.stringify(self));
    await handle.sync();
  } finally {
    await handle.close();
  }
  let tookOverFrom: string | null = null;
  try {
    // Like PostgreSQL's postmaster.pid: a stale lock is removed and the link tried again.
    for (let attempt = 0; ; attempt++) {
      try {
        await link(temporary, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const text = await readFile(path, 'utf8').catch(() => '');
      const holder = parseHolder(text);
      if (holder && isAlive(holder)) {
        throw new LockError(
          `Another collector (pid ${holder.pid} on ${holder.host}, since ${holder.since}) is publishing to ${dir}. Stop it first, or give this one another --out.`,
        );
      }
      tookOverFrom = holder ? `pid ${holder.pid} on ${holder.host}` : 'an unreadable lock file';
      await rm(path, { force: true });
    }
  } catch (error) {
    if (error instanceof LockError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new LockError(`Cannot lock ${dir} (${code ?? (error as Error).message}).`);
  } finally {
    await rm(temporary, { force: true });
  }
  return {
    tookOverFrom,
    release: async () => {
      const text = await readFile(path, 'utf8').catch(() => '');
      if (parseHolder(text)?.pid === process.pid) await rm(path, { force: true });
    },
  };
}
