// The published files' disk: every write atomic and durable (a temporary file in the same
// directory, flushed, renamed over the old name, then the directory flushed), behind a small
// interface a test can swap for one that fails.
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** What publishing needs of the file system; a test swaps in one that fails. */
export interface FileLayer {
  /** Writes `text` so that a reader (or a crash) sees the old file or the new, whole. */
  writeAtomic(path: string, text: string): Promise<void>;
  remove(path: string): Promise<void>;
  /** Names in a directory; [] when it does not exist. */
  list(dir: string): Promise<string[]>;
}

let sequence = 0;

/** The file system calls an atomic write makes; a test records their order. */
export const fsCalls = { mkdir, open, rename, rm };

/** Flushes a directory, so the renames in it are on disk. */
async function syncDirectory(dir: string, fs: typeof fsCalls): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `text` to `path` so that a reader, a crash or a power cut sees the old file or the new
 * one, whole: a temporary file, flushed, renamed over `path`, then the directory flushed (the
 * rename itself is on disk before anything, such as a manifest, names the file).
 */
export async function writeFileAtomic(
  path: string,
  text: string,
  fs: typeof fsCalls = fsCalls,
): Promise<void> {
  await fs.mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${sequence++}.tmp`;
  try {
    const handle = await fs.open(temporary, 'w', 0o644);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, path);
  } catch (error) {
    // A full disk (ENOSPC) or any other failure leaves no temporary file behind.
    await fs.rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
  await syncDirectory(dirname(path), fs);
}

export const diskFiles: FileLayer = {
  writeAtomic: (path, text) => writeFileAtomic(path, text),
  remove: (path) => rm(path, { force: true }),
  list: (dir) => readdir(dir).catch(() => [] as string[]),
};
