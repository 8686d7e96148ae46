import { type Client, NETWORK_FACTOR } from '@/lib/abuse/client-network';
import type { Env } from '@/lib/settings/env';
import { lockUntilCommit } from '@/lib/store/advisory-lock';
import { oneRoundTrip } from '@/lib/store/one-round-trip';
import type { Sql } from '@/lib/store/database';
import {
  clientLeadsWithinShare,
  type ConfirmationHold,
  MAILBOX_CAP_WINDOW_HOURS,
  mailCounts,
  mailToSubmittersWithin,
  type ShareCounts,
} from '@/lib/store/leads';

/** The limits on mail to the addresses requests name (docs/decisions.md "On the open internet"). */
export interface MailLimits {
  /** Mails from the site one mailbox gets in 24 hours. */
  mailsPerMailbox: number;
  /** Brochure mails one mailbox gets in 24 hours. */
  brochuresPerMailbox: number;
  /** Mail to submitters, all mailboxes together, per window; null when off. */
  outbound: { limit: number; windowSeconds: number } | null;
  /** Mail to submitters on one client's requests per window (its network: NETWORK_FACTOR times as much); null when off. */
  perClient: { limit: number; windowSeconds: number } | null;
}

export type MailDecision =
  | { send: true }
  /** Held back; a request whose mail is the point (a booked meeting's invitation) may try again after `retryAfterSeconds`. */
  | { send: false; held: ConfirmationHold; retryAfterSeconds: number }
  /** A brochure request past its mailbox's cap: the request is the mail, so it is refused (429). */
  | { send: false; refused: string; retryAfterSeconds: number };

/**
 * Whether an accepted submission may mail its submitter, decided in the acceptance transaction so
 * that the answer's promise and the worker agree. On PostgreSQL, an advisory lock per mailbox makes
 * concurrent requests for one mailbox (from any number of clients and instances) count one after
 * another; PGlite runs one transaction at a time already. The outbound ceiling is counted without a
 * lock: one lock for all requests would make every accepted lead wait for every other, and a
 * ceiling against mass mailing loses nothing when requests accepted at the same instant pass it by
 * a few.
 */
export async function decideMail(
  tx: Sql,
  request: {
    mailbox: string;
    /** The operation id when the request is for a brochure (which has a cap of its own), else null. */
    brochureOperation: string | null;
    client: Client;
    /** True on PostgreSQL, where requests run concurrently and must take a lock. */
    concurrent: boolean;
  },
  limits: MailLimits,
): Promise<MailDecision> {
  // The lock and the counts it guards go in one round trip: the counts are read once it is held.
  const [, counts] = await oneRoundTrip(
    request.concurrent ? lockMailbox(tx, request.mailbox) : undefined,
    mailCounts(tx, {
      mailbox: request.mailbox,
      brochureOperation: request.brochureOperation,
      client: request.client,
      share: limits.perClient ? { windowSeconds: limits.perClient.windowSeconds, atMost: networkShare(limits.perClient) } : OFF,
      outbound: limits.outbound ? { windowSeconds: limits.outbound.windowSeconds, atMost: limits.outbound.limit } : OFF,
    }),
  );
  const history = counts.mailbox;
  const isBrochure = request.brochureOperation !== null;
  if (isBrochure && history.brochures >= limits.brochuresPerMailbox) {
    return {
      send: false,
      refused: `Brochure limit reached: at most ${limits.brochuresPerMailbox} brochure emails to one mailbox (field: email) in ${MAILBOX_CAP_WINDOW_HOURS} hours.`,
      retryAfterSeconds: history.oldestBrochureLeavesInSeconds,
    };
  }
  const pastMailboxCap = history.mails >= limits.mailsPerMailbox;
  if (pastMailboxCap && isBrochure) {
    return {
      send: false,
      refused: `Email limit reached: at most ${limits.mailsPerMailbox} emails from this site to one mailbox (field: email) in ${MAILBOX_CAP_WINDOW_HOURS} hours.`,
      retryAfterSeconds: history.oldestMailLeavesInSeconds,
    };
  }
  // Before the mailbox's cap: a client past its share gets no calendar event either, however
  // often it names one mailbox.
  // (The retry times of the client's share and the ceiling are their whole windows: an upper bound,
  // read without one more query.)
  if (limits.perClient && (await pastClientShare(tx, request.client, limits.perClient, request.concurrent, counts.share))) {
    return { send: false, held: 'client-share', retryAfterSeconds: limits.perClient.windowSeconds };
  }
  if (pastMailboxCap) return { send: false, held: 'mailbox-cap', retryAfterSeconds: history.oldestMailLeavesInSeconds };
  if (limits.outbound && counts.outbound >= limits.outbound.limit) {
    return { send: false, held: 'outbound-ceiling', retryAfterSeconds: limits.outbound.windowSeconds };
  }
  return { send: true };
}

/**
 * The lock per canonical mailbox under which its mail is decided and counted (PostgreSQL), taken
 * before the bookings' lock and the client's, always in that order.
 */
export const lockMailbox = (tx: Sql, mailbox: string) => lockUntilCommit(tx, `mailbox:${mailbox}`);

/** A limit that is off, as mailCounts asks for it: nothing counted. */
const OFF = { windowSeconds: 0, atMost: 0 };

/**
 * Why a change whose mail is the point (a demo booking's invitation, new time or cancellation) was
 * refused rather than made without its mail, as the API words it (429 RATE_LIMITED).
 */
export function mailHeldMessage(held: ConfirmationHold, limits: MailLimits): string {
  switch (held) {
    case 'mailbox-cap':
      return `Email limit reached: at most ${limits.mailsPerMailbox} emails from this site to one mailbox (field: email) in ${MAILBOX_CAP_WINDOW_HOURS} hours, and a booked meeting's invitation is one of them.`;
    case 'client-share':
      return `Email limit reached: the requests from this client (or its network) have had their share of email to outside addresses for now (${limits.perClient?.limit} per ${limits.perClient?.windowSeconds} seconds), and a booked meeting's invitation is one.`;
    case 'outbound-ceiling':
      return "Email limit reached: this site's limit on email to outside addresses is reached for now, and a booked meeting's invitation is one.";
  }
}

/**
 * Whether the client, or its network, has had its share of the work its leads make outside: every
 * lead it sent in the window that was not itself past the share counts, mailed or held by another
 * limit, since a held lead still makes a calendar event and a team mail. On
 * PostgreSQL the network's requests count one after another (a lock per network, taken after the
 * mailbox's, always in that order), so a client cannot pass its share with concurrent requests.
 *
 * The lock is taken only while the share may still have room: a client already past it by what is
 * committed stays past it whatever its other requests in flight do (they can only add), so that
 * answer needs no lock. Without this, every request of a client sending faster than its share (an
 * agent platform behind one address, or a flood) waited for the one before it to commit, though
 * all but the first few are held anyway (docs/performance.md "Accepted requests on PostgreSQL").
 */
async function pastClientShare(
  tx: Sql,
  client: Client,
  share: { limit: number; windowSeconds: number },
  concurrent: boolean,
  /** The counts already read in this transaction, without the lock. */
  read?: ShareCounts,
): Promise<boolean> {
  const past = (sent: ShareCounts) => sent.client >= share.limit || sent.network >= networkShare(share);
  const count = () => clientLeadsWithinShare(tx, client, share.windowSeconds, networkShare(share));
  const unlocked = read ?? (await count());
  if (!concurrent || past(unlocked)) return past(unlocked);
  const [, locked] = await oneRoundTrip(lockUntilCommit(tx, `client-mail:${client.network}`), count());
  return past(locked);
}

/** A network's share: NETWORK_FACTOR clients' worth. */
const networkShare = (share: { limit: number }) => share.limit * NETWORK_FACTOR;

/**
 * For a lead that mails no one outside (an operation that calls the person): only the client's
 * share applies, since such a lead still makes a team mail and a calendar event.
 */
export async function clientShareHold(
  tx: Sql,
  client: Client,
  limits: Pick<MailLimits, 'perClient'>,
  concurrent: boolean,
): Promise<'client-share' | null> {
  return limits.perClient && (await pastClientShare(tx, client, limits.perClient, concurrent)) ? 'client-share' : null;
}

/** Whether mail to submitters is being held back by the outbound ceiling right now (/api/status). */
export async function outboundCeilingReached(sql: Sql, limits: Pick<MailLimits, 'outbound'>): Promise<boolean> {
  if (!limits.outbound) return false;
  return (await mailToSubmittersWithin(sql, limits.outbound.windowSeconds, limits.outbound.limit)) >= limits.outbound.limit;
}

/** The limits as the environment sets them. */
export function mailLimitsOf(
  settings: Pick<
    Env,
    'EMAILS_PER_RECIPIENT_PER_DAY' | 'BROCHURES_PER_RECIPIENT_PER_DAY' | 'OUTBOUND_MAIL_LIMIT' | 'OUTBOUND_MAIL_PER_CLIENT'
  >,
): MailLimits {
  return {
    mailsPerMailbox: settings.EMAILS_PER_RECIPIENT_PER_DAY,
    brochuresPerMailbox: settings.BROCHURES_PER_RECIPIENT_PER_DAY,
    outbound: settings.OUTBOUND_MAIL_LIMIT,
    perClient: settings.OUTBOUND_MAIL_PER_CLIENT,
  };
}
