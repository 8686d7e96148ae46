/**
 * `npm run bookings` lists the coming demo meetings, soonest first: the time in TEAM_TIMEZONE and in
 * UTC, the lead's reference, the status and the booking id. No name or address: the reference finds
 * the person (`npm run leads:export`), and the team's calendar event and notice name them.
 * `npm run bookings -- cancel <reference or booking id>` cancels one: the slot is free again, the
 * person's CANCEL invitation and the team's notice are queued in the same transaction, and the
 * command delivers them at once (a running server's worker would too). Exits 0 when done, 1 when
 * there was nothing to cancel or it failed, 2 for a wrong command. Uses the server's environment; on
 * the embedded store stop the server first (PGlite has one opener).
 */
import { bookingEffect } from '@/lib/delivery/booking-deliveries';
import type { BookingDeliveryKind } from '@/lib/queue/delivery-queue';
import { openBookingsCommand, type BookingsCommandServices } from '@/lib/runtime/bookings-services';
import { comingBookings, type Booking } from '@/lib/scheduling/bookings';
import { cancelNamedMeeting } from '@/lib/scheduling/operator-cancel';
import { env } from '@/lib/settings/env';

const USAGE = 'Usage: npm run bookings   or   npm run bookings -- cancel <lead reference or booking id>';
/** Meetings listed at most; the rest are counted. */
const LISTED = 500;
/** How long the command delivers the cancellation before leaving the rest to the server's worker. */
const DELIVERY_MS = 20_000;

class UsageError extends Error {}

async function main(): Promise<void> {
  const [action, named, ...rest] = process.argv.slice(2);
  if (rest.length || (action !== undefined && action !== 'cancel') || (action === 'cancel' && !named?.trim())) {
    throw new UsageError(USAGE);
  }
  const services = await openBookingsCommand();
  try {
    if (action === 'cancel') process.exitCode = await cancel(services, named!);
    else await list(services);
  } finally {
    await services.close();
  }
}

async function list({ database }: BookingsCommandServices): Promise<void> {
  const zone = env().TEAM_TIMEZONE;
  const coming = await comingBookings(database, LISTED + 1);
  if (!coming.length) {
    console.log('No coming demo meetings.');
    return;
  }
  const shown = coming.slice(0, LISTED);
  console.log(`${coming.length > LISTED ? `The first ${LISTED}` : coming.length} coming demo meeting(s), in ${zone} and UTC:`);
  for (const booking of shown) {
    console.log(
      [
        `${teamTime(booking.start, zone)}-${clock(booking.end, zone)} ${zone}`,
        `${teamTime(booking.start, 'UTC')} UTC`,
        booking.reference,
        booking.sequence > 0 ? `booked (moved, change ${booking.sequence})` : 'booked',
        `booking ${booking.id}`,
      ].join('  |  '),
    );
  }
}

async function cancel({ database, queue }: BookingsCommandServices, named: string): Promise<number> {
  const zone = env().TEAM_TIMEZONE;
  const { boss, deliveries } = await queue();
  const result = await database.transaction((tx) => cancelNamedMeeting({ tx, boss }, named));
  const when = (booking: Booking) => `${teamTime(booking.start, zone)} ${zone} (${teamTime(booking.start, 'UTC')} UTC)`;
  switch (result.outcome) {
    case 'unknown':
      console.error(`No lead or booking "${named.trim()}": give a lead reference or a booking id as \`npm run bookings\` lists them.`);
      return 1;
    case 'no-booking':
      console.error(`${result.reference} never booked a demo meeting: nothing to cancel.`);
      return 1;
    case 'cancelled-before':
      console.error(`The meeting of ${result.reference} at ${when(result.booking)} was cancelled already: nothing to cancel.`);
      return 1;
    case 'over':
      console.error(`The meeting of ${result.reference} at ${when(result.booking)} is over: nothing to cancel.`);
      return 1;
    case 'cancelled': {
      console.log(`Cancelled the demo meeting of ${result.reference} at ${when(result.booking)}.`);
      await deliveries.drain({ deadlineMs: Date.now() + DELIVERY_MS });
      const done = await deliveredEffects(database, result.booking);
      const said = (kind: BookingDeliveryKind, what: string) => `${what}: ${done.has(kind) ? 'done' : 'queued (the server delivers it)'}`;
      console.log(
        [
          said('booking-email', "the person's cancellation"),
          said('booking-team-notice', "the team's notice"),
          said('meeting-event', 'the calendar event deleted'),
        ].join('; ') + '.',
      );
      return 0;
    }
  }
}

/** Which of the cancellation's deliveries the worker recorded as done (sent, or skipped as the rules say). */
async function deliveredEffects(database: BookingsCommandServices['database'], booking: Booking): Promise<Set<BookingDeliveryKind>> {
  const kinds: BookingDeliveryKind[] = ['meeting-event', 'booking-email', 'booking-team-notice'];
  const effects = new Map(kinds.map((kind) => [bookingEffect({ kind, bookingId: booking.id, sequence: booking.sequence }), kind]));
  const { rows } = await database.query<{ kind: string }>('SELECT kind FROM deliveries WHERE lead_id = $1 AND kind = ANY($2::text[])', [
    booking.leadId,
    [...effects.keys()],
  ]);
  return new Set(rows.map((row) => effects.get(row.kind)!));
}

/** `Mon 2026-12-07 10:00`, in the zone: the order of an ISO date, which no reader misreads. */
function teamTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const clock = (instant: Date, timeZone: string) => teamTime(instant, timeZone).slice(-5);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
