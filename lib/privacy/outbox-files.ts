import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
import type { KeptLead } from './kept-leads';

/**
 * The embedded outboxes' files about a lead, as paths under DATA_DIR: its mails
 * (`mail/<reference>.<delivery>.json`, lib/delivery/deliver.ts names them) and its calendar event
 * (`calendar/<event id>.json`). Looked for whichever transport runs now: files written before a
 * provider was configured are kept data too.
 */
export async function outboxFilesOf(dataDir: string, leads: readonly KeptLead[]): Promise<Map<string, string[]>> {
  const [mail, calendar] = await Promise.all(
    ['mail', 'calendar'].map((folder) => filesIn(path.join(/*turbopackIgnore: true*/ dataDir, folder))),
  );
  const found = new Map<string, string[]>();
  for (const lead of leads) {
    const eventFile = `${followUpEventId(lead)}.json`;
    found.set(lead.id, [
      ...mail!.filter((name) => name.startsWith(`${lead.reference}.`)).map((name) => path.join('mail', name)),
      ...calendar!.filter((name) => name === eventFile).map((name) => path.join('calendar', name)),
    ]);
  }
  return found;
}

/** Deletes files named relative to DATA_DIR; one already gone is not an error. */
export async function removeOutboxFiles(dataDir: string, files: readonly string[]): Promise<void> {
  await Promise.all(
    files.map((file) =>
      unlink(path.join(/*turbopackIgnore: true*/ dataDir, file)).catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
      }),
    ),
  );
}

async function filesIn(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  });
}
