import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEDULING_FILE } from '@/lib/content-editor/edited-files';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { BookingRulesError, loadBookingRules } from '@/lib/scheduling/booking-rules';
import type { Scheduling } from '@/lib/scheduling/scheduling';

/** The file's modification time each scheduling last followed (a process has one; tests make several). */
const followed = new WeakMap<Scheduling, number>();

/**
 * Under `npm run dev` the process's services stay open across saves (./services.ts), and
 * with them the booking rules read at start: a marketer who saved the meeting's length in the editor
 * saw the FAQ follow (its page reads the file again) but not the demo form's free times. So in
 * development the rules in force are the file on disk, looked at (its modification time) whenever
 * the services are asked for; a production build runs with the rules it was built with. A file the
 * rules refuse (the editor's save check refuses it first) leaves the rules as they were, and says why.
 */
export function followSavedBookingRules(scheduling: Scheduling, root: string = process.cwd()): void {
  const file = path.join(/*turbopackIgnore: true*/ root, SCHEDULING_FILE);
  let modified: number;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return;
  }
  if (followed.get(scheduling) === modified) return;
  followed.set(scheduling, modified);
  try {
    scheduling.followRules(loadBookingRules(readFileSync(file, 'utf8')));
  } catch (error) {
    // The problems name the file's fields, never a person's data.
    const why = error instanceof BookingRulesError ? error.message : describeErrorSafely(error);
    log.warn({ component: 'start', error: why }, 'the booking rules saved cannot be used: the demo times keep the rules before them');
  }
}
