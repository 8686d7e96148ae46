import type { z } from 'zod';
import { brochureRequestSchema, contactRequestSchema, demoRequestSchema, quoteRequestSchema } from './schemas';

/**
 * The operation registry (docs/architecture.md "The operation registry"): everything about the public operations
 * is declared here once. Route handlers, documents, forms, tools and the site's links are derived from it.
 */

/** The home page's rows of calls to action (components/site/home-page.tsx): under the headline, and at the end. */
export type HomeCallsToAction = 'hero' | 'closing';

/**
 * How the site offers an operation to people (lib/site/site-navigation.ts); display only, the
 * documents, tools and forms keep the registry's order.
 */
export interface Promotion {
  /**
   * Its place among the operations, most wanted first (1): the order of the header's links and of
   * every row of calls to action, whose first is the primary button. Unique.
   */
  rank: number;
  /** The home page's rows of calls to action that offer it. */
  home: readonly HomeCallsToAction[];
}

/** What an accepted submission causes; each becomes one delivery job. */
export type DeliveryKind = 'confirmation-email' | 'team-notification' | 'calendar-event';

/**
 * How the team reaches the person a lead is from, named by the payload's field that holds it:
 * their email address, or their phone number (lib/mailbox/recipient.ts makes it canonical).
 */
export type ContactChannel = 'email' | 'phone';

/**
 * One public operation. The unions of ids, slugs and reference letters are read from the entries
 * below (`OperationId`…), so adding an operation is adding an entry, its schema and its copy (see
 * README "Add an operation"). Titles and descriptions are copy: `operations.<slug>` in messages/.
 */
export interface Operation<Schema extends z.ZodObject = z.ZodObject> {
  /** The contract's operationId (docs/api.md "Operations"); also the WebMCP and MCP tool name. */
  id: string;
  /** Short, kebab-case name used in page URLs, message keys and job data. */
  slug: string;
  path: string;
  /** First letter of every reference this operation hands out: one capital, unique (docs/decisions.md "References"). */
  referencePrefix: string;
  /**
   * The name of its agent skill, a public URL segment (/.well-known/agent-skills/<name>/SKILL.md):
   * written here, never derived from the title, so that editing copy cannot move a URL.
   */
  skillName: string;
  schema: Schema;
  /** Whether the request body may carry the submitter's language in a `locale` field. */
  hasLocaleField: boolean;
  deliveries: readonly DeliveryKind[];
  /**
   * The confirmation email carries the brochure PDF in the person's language, and the request is
   * refused past the per-mailbox brochure cap (BROCHURES_PER_RECIPIENT_PER_DAY): the request is
   * itself the mail it asks for.
   */
  sendsBrochure: boolean;
  /**
   * The request is priced from the price list (lib/quotation): its answer carries the estimate and
   * its confirmation the quotation PDF. Its schema has the answers a price depends on (QuoteAnswers).
   */
  sendsQuotation?: boolean;
  /**
   * The team promises to follow up within one working day (docs/api.md "Operations"); absent when it
   * promises nothing. "One working day", not a number of hours: hours from a Friday evening would
   * be false (docs/decisions.md "Within one working day"). The copy says it in words, the team's
   * mails tell the team to keep it, and the calendar follow-up falls within it (follow-up-slot.ts).
   */
  followUpWithinWorkingDay?: true;
  /** A realistic valid body, shown in the documents and checked against the schema in tests. */
  example: z.input<Schema>;
  /**
   * Where the site's links offer it. Without one it is still in the header, after the ranked
   * operations, and on no row of the home page.
   */
  promotion?: Promotion;
  /**
   * How the team reaches the person: the caps on mail, the privacy commands, the team's mails and
   * the calendar text follow it. What it requires of the entry is ContactRule.
   */
  contact: ContactChannel;
  /**
   * A request may end with a meeting booked from the team's calendar (README "Scheduling"): its
   * schema takes `timeZone` and `preferredStart`, its person is offered free slots, and the meeting
   * replaces its calendar follow-up. Needs `contact: 'email'` (a booking belongs to a mailbox).
   */
  booksMeeting?: boolean;
}

/** A schema whose parsed output (`z.output`) always carries these fields as strings. */
type SchemaWith<Field extends string> = z.ZodObject & z.ZodType<{ [Key in Field]: string }>;

/**
 * What an entry's `contact` requires of it, checked when the registry compiles: the schema's output
 * carries the channel's field, required (and `name`, which every greeting and team mail reads);
 * only an operation that reaches the person by email mails them (a confirmation, the brochure).
 * tests/unit/registry-contact.test.ts holds entries that must not compile.
 */
export type ContactRule =
  | { contact: 'email'; schema: SchemaWith<'name' | 'email'> }
  | {
      contact: 'phone';
      schema: SchemaWith<'name' | 'phone'>;
      deliveries: readonly Exclude<DeliveryKind, 'confirmation-email'>[];
      sendsBrochure: false;
      booksMeeting?: false;
    };

/** An entry of the registry: an operation whose contact its schema and deliveries allow. */
export type RegistryEntry = Operation & ContactRule;

export const operations = [
  {
    id: 'submitQuoteRequest',
    slug: 'quote',
    path: '/api/quote-request',
    referencePrefix: 'Q',
    skillName: 'request-a-quote',
    schema: quoteRequestSchema,
    contact: 'email',
    hasLocaleField: true,
    deliveries: ['confirmation-email', 'team-notification', 'calendar-event'],
    sendsBrochure: false,
    sendsQuotation: true,
    followUpWithinWorkingDay: true,
    promotion: { rank: 2, home: ['hero'] },
    example: {
      name: 'Ana Ferreira',
      email: 'ana.ferreira@example.com',
      sports: ['padel', 'tennis'],
      phone: '+351 912 345 678',
      country: 'Portugal',
      clubName: 'Lisbon Racket Club',
      clubLocation: 'Lisbon',
      hasClub: true,
      numberOfCourts: '4-8',
      numberOfMembers: '500-2000',
      numberOfLocations: 2,
      currentSystem: 'spreadsheets',
      features: ['bookings', 'payments', 'memberships', 'openMatches'],
      timeline: '1-3months',
      budget: 'Around 300 EUR per month',
      additionalInfo: 'We run leagues on weekday evenings and want members to book from their phones.',
      locale: 'pt',
    },
  },
  {
    id: 'submitContact',
    slug: 'contact',
    path: '/api/contact',
    referencePrefix: 'C',
    skillName: 'contact-the-team',
    schema: contactRequestSchema,
    contact: 'email',
    hasLocaleField: false,
    deliveries: ['confirmation-email', 'team-notification'],
    sendsBrochure: false,
    promotion: { rank: 4, home: ['closing'] },
    example: {
      name: 'Lukas Meyer',
      email: 'lukas.meyer@example.com',
      message: 'Can members pay for court bookings with Apple Pay?',
      whatsapp: '+49 151 23456789',
      clubName: 'TC Isartal',
    },
  },
  {
    id: 'submitBrochureRequest',
    slug: 'brochure',
    path: '/api/brochure-request',
    referencePrefix: 'B',
    skillName: 'get-the-brochure',
    schema: brochureRequestSchema,
    contact: 'email',
    hasLocaleField: false,
    // The confirmation of a brochure request is the email that carries the PDF.
    deliveries: ['confirmation-email', 'team-notification'],
    sendsBrochure: true,
    promotion: { rank: 3, home: ['hero'] },
    example: {
      name: 'Camille Martin',
      email: 'camille.martin@example.com',
      interests: ['pickleball', 'padel'],
      hasClub: false,
      clubName: 'Pickle Lyon',
      clubStatus: 'Opening in spring',
    },
  },
  {
    id: 'requestDemo',
    slug: 'demo',
    path: '/api/scheduling/request-demo',
    referencePrefix: 'D',
    skillName: 'request-a-demo',
    schema: demoRequestSchema,
    contact: 'email',
    hasLocaleField: false,
    deliveries: ['confirmation-email', 'team-notification', 'calendar-event'],
    sendsBrochure: false,
    followUpWithinWorkingDay: true,
    booksMeeting: true,
    promotion: { rank: 1, home: ['hero', 'closing'] },
    example: {
      name: 'Javier López',
      email: 'javier.lopez@example.com',
      phone: '+34 612 345 678',
      country: 'Spain',
      sports: ['padel'],
      hasClub: true,
      clubName: 'Padel Norte',
      clubLocation: 'Madrid',
      message: 'We have 12 courts and would like to see tournaments and dynamic pricing.',
    },
  },
] as const satisfies readonly RegistryEntry[];

export type RegisteredOperation = (typeof operations)[number];
export type OperationId = RegisteredOperation['id'];
export type OperationSlug = RegisteredOperation['slug'];

/** Whether an operation's requests are priced (the quote request). */
export function sendsQuotation(operation: object): boolean {
  return 'sendsQuotation' in operation && operation.sendsQuotation === true;
}

/** Whether the team promises to follow up an operation's requests within one working day (the quote and demo requests). */
export function followsUpWithinWorkingDay(operation: object): boolean {
  return 'followUpWithinWorkingDay' in operation && operation.followUpWithinWorkingDay === true;
}

/** Whether an operation's requests may book a meeting (the demo request). */
export function booksMeeting(operation: object): boolean {
  return 'booksMeeting' in operation && operation.booksMeeting === true;
}

export function getOperation(id: OperationId): RegisteredOperation {
  const operation = operations.find((candidate) => candidate.id === id);
  if (!operation) throw new Error(`Unknown operation ${id}`);
  return operation;
}

/** The operation a lead reference belongs to, by its letter (for logs about a queued job). */
export function operationOfReference(reference: string): OperationId | undefined {
  return operations.find((operation) => reference.startsWith(`${operation.referencePrefix}-`))?.id;
}
