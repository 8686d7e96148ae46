import { open, readFile, rm } from 'node:fs/promises';

/**
 * PGlite takes no lock on its directory, and two processes opening it corrupt it (NOTES.md). This
 * lock file holds the owner's pid; a lock whose process is gone (a SIGKILLed server) is taken over.
 */
export async function acquireDirectoryLock(lockPath: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${lockPath.replace(/\/[^/]+$/, '')} is in use by process ${owner}. ` +
            'Stop that process, or give this one its own DATA_DIR.',
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
