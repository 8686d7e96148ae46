import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
import { DIGEST_KEY_PREFIX } from '@/lib/delivery/team-digest';
import type { KeptLead } from './kept-leads';

/**
 * The embedded outboxes' files about a lead, as paths under DATA_DIR: its mails
 * (`mail/<reference>.<delivery>.json`, lib/delivery/deliver.ts names them), the team digests that
 * list it (`mail/team-digest.<hash>.json`, whole: a digest is one message) and its calendar events
 * (`calendar/<event id>.json`: its follow-up, and the events named in `eventIds`: its bookings'
 * meetings, the follow-up of another lead it joined). Looked for whichever transport runs now: files written before a provider was
 * configured are kept data too.
 */
export async function outboxFilesOf(
  dataDir: string,
  leads: readonly (KeptLead & { eventIds?: readonly string[] })[],
): Promise<Map<string, string[]>> {
  const [mail, calendar] = await Promise.all(
    ['mail', 'calendar'].map((folder) => filesIn(path.join(/*turbopackIgnore: true*/ dataDir, folder))),
  );
  const digests = await digestTexts(dataDir, mail!);
  const found = new Map<string, string[]>();
  for (const lead of leads) {
    const eventFiles = new Set([followUpEventId(lead), ...(lead.eventIds ?? [])].map((id) => `${id}.json`));
    found.set(lead.id, [
      ...mail!.filter((name) => name.startsWith(`${lead.reference}.`)).map((name) => path.join('mail', name)),
      ...[...digests].filter(([, text]) => text.includes(lead.reference)).map(([name]) => path.join('mail', name)),
      ...calendar!.filter((name) => eventFiles.has(name)).map((name) => path.join('calendar', name)),
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

/** The team digests in the mail outbox, with their text, by file name. */
async function digestTexts(dataDir: string, mailFiles: string[]): Promise<Map<string, string>> {
  const names = mailFiles.filter((name) => name.startsWith(DIGEST_KEY_PREFIX));
  const texts = await Promise.all(
    names.map((name) => readFile(path.join(/*turbopackIgnore: true*/ dataDir, 'mail', name), 'utf8').catch(() => '')),
  );
  return new Map(names.map((name, i) => [name, texts[i]!]));
}

async function filesIn(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  });
}
