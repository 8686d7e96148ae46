import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { mergedBusy, parsedInterval, type BusyInterval } from './busy-intervals';

/** Files read at once: enough to hide the disk's latency, few enough not to starve the server's other work. */
const CONCURRENT_READS = 8;
/** An event file is a few kilobytes; a larger one is no event this site wrote, and is not read. */
const MAX_EVENT_FILE_BYTES = 1_048_576;

interface KnownFile {
  /** Inode, modification time and size: writeJsonFile renames a new file into place, so a rewrite changes the inode. */
  version: string;
  interval: BusyInterval | undefined;
}

/**
 * The busy times of the calendar outbox (`<folder>/<event id>.json`, `{calendarId, requestBody}`):
 * every event whose start and end overlap the window. It runs for every list of slots, over a folder
 * that can hold thousands of events, so each file's interval is kept by its version and a list reads
 * again only the files that changed (a stat each); the files are visited a few at a time. Files that
 * do not parse hold no busy time, and a missing folder none at all.
 */
export function createOutboxBusyReader(folder: string): (from: Date, to: Date) => Promise<BusyInterval[]> {
  let known = new Map<string, KnownFile>();
  return async (from, to) => {
    const names = await readdir(folder).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'ENOENT') return [];
      throw error;
    });
    const current = new Map<string, KnownFile>();
    // Half-written files end in .json.tmp until renamed: only whole files are read.
    const events = names.filter((name) => name.endsWith('.json'));
    await forEachAFewAtATime(events, CONCURRENT_READS, async (name) => {
      const file = await readKnownFile(path.join(/*turbopackIgnore: true*/ folder, name), known.get(name));
      if (file) current.set(name, file);
    });
    // Files gone since the last list are forgotten: the cache holds no more than the folder.
    known = current;
    return mergedBusy(
      [...current.values()].flatMap(({ interval }) => (interval ? [interval] : [])),
      from,
      to,
    );
  };
}

async function readKnownFile(file: string, before: KnownFile | undefined): Promise<KnownFile | undefined> {
  const stats = await stat(file, { bigint: true }).catch(ignoreVanished);
  if (!stats?.isFile()) return undefined;
  const version = `${stats.ino}:${stats.mtimeNs}:${stats.size}`;
  if (before?.version === version) return before;
  if (stats.size > MAX_EVENT_FILE_BYTES) return { version, interval: undefined };
  // Replaced between the stat and the read: this reads the newer text, and the next list reads it again.
  const text = await readFile(file, 'utf8').catch(ignoreVanished);
  return text === undefined ? undefined : { version, interval: busyOfEventFile(text) };
}

/** A file removed while the folder is read (an event deleted): it holds no busy time. */
function ignoreVanished(error: unknown): undefined {
  if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
  throw error;
}

/** The event's interval, as Google would count it busy: not cancelled, not marked free ('transparent'). */
function busyOfEventFile(text: string): BusyInterval | undefined {
  let event: unknown;
  try {
    event = (JSON.parse(text) as { requestBody?: unknown } | null)?.requestBody;
  } catch {
    return undefined;
  }
  if (typeof event !== 'object' || event === null) return undefined;
  const { start, end, status, transparency } = event as {
    start?: { dateTime?: unknown };
    end?: { dateTime?: unknown };
    status?: unknown;
    transparency?: unknown;
  };
  if (status === 'cancelled' || transparency === 'transparent') return undefined;
  return parsedInterval(start?.dateTime, end?.dateTime);
}

async function forEachAFewAtATime<T>(items: readonly T[], atOnce: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, lane));
}
