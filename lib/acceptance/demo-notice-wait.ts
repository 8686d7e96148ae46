import { booksMeeting } from '@/lib/operations/registry';
import type { Env } from '@/lib/settings/env';

/**
 * When a demo request's team notification goes (docs/decisions.md "One notice per demo"): after
 * the time a person takes to pick a meeting on the thank-you page (DEMO_NOTICE_WAIT_SECONDS), so
 * that the team's one notice of the demo says the meeting they booked, instead of a request to
 * follow up followed by a booking. Undefined (at once) where nothing is worth waiting for: another
 * operation, scheduling off, a meeting booked with the request, or a request whose mail a limit held
 * back (it is offered no times; the team should hear of it now).
 */
export function demoNoticeDueAt(
  operation: object,
  request: { scheduling: boolean; booked: boolean; held: boolean },
  settings: Pick<Env, 'DEMO_NOTICE_WAIT_SECONDS'>,
  now = new Date(),
): Date | undefined {
  if (!booksMeeting(operation) || !request.scheduling || request.booked || request.held) return undefined;
  if (settings.DEMO_NOTICE_WAIT_SECONDS === 0) return undefined;
  return new Date(now.getTime() + settings.DEMO_NOTICE_WAIT_SECONDS * 1000);
}
