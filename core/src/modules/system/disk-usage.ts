import fs from 'node:fs/promises';
import path from 'node:path';

/** Bytes under `dir` (0 when it does not exist yet), walked without following symlinks. */
export async function directorySize(dir: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) total += await directorySize(p);
    else if (e.isFile()) total += (await fs.stat(p).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** Free and total bytes of the file system holding `dir`, or nulls where it cannot be asked. */
export async function fileSystemSpace(
  dir: string,
): Promise<{ freeBytes: number | null; totalBytes: number | null }> {
  try {
    const s = await fs.statfs(dir);
    return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
  } catch {
    return { freeBytes: null, totalBytes: null };
  }
}
