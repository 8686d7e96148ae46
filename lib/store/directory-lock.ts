import { randomUUID } from 'node:crypto';
import { open, readFile, rm } from 'node:fs/promises';

/** Tells this process apart from an earlier one with the same pid (a restarted container). */
const PROCESS_TOKEN = randomUUID();

/**
 * PGlite takes no lock on its directory, and two openers corrupt it (docs/notes.md "PGlite"). This lock file
 * holds the owner's pid and process token. A lock held by a live process, this one included, is
 * refused; a lock whose process is gone (a SIGKILLed server) is taken over.
 */
export async function acquireDirectoryLock(lockPath: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(`${process.pid} ${PROCESS_TOKEN}`);
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText = '', token] = (await readFile(lockPath, 'utf8').catch(() => '')).trim().split(' ');
      const owner = Number(pidText);
      const heldByThisProcess = owner === process.pid && token === PROCESS_TOKEN;
      const heldByAnother = owner !== process.pid && owner > 0 && isAlive(owner);
      if (heldByThisProcess || heldByAnother) {
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
