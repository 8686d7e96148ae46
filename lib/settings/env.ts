import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads `process.env`. Every variable is validated once; a bad value stops
 * start-up (next.config.ts calls `loadEnv()`) with a message naming the variable. Documented in
 * `.env.example`.
 */

/** `off` or `<count>/<seconds>` (a window of at most one day): RATE_LIMIT, OUTBOUND_MAIL_LIMIT and the like. */
const countPerWindow = (what: string, example: string) =>
  z
    .string()
    .regex(/^(off|[1-9]\d{0,5}\/[1-9]\d{0,5})$/, `must be "off" or "<${what}>/<seconds>", e.g. ${example}`)
    .transform((value) => {
      if (value === 'off') return null;
      const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
      return { limit, windowSeconds };
    })
    .refine((policy) => !policy || policy.windowSeconds <= 86_400, 'the window is at most 86400 seconds (one day)');

const email = z.email({ error: 'must be an email address' });
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
const positiveCount = z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1000);
const timeZone = z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Madrid');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  RATE_LIMIT: countPerWindow('requests', '10/60').prefault('10/60'),
  /** Which X-Forwarded-For entry, counted from the right, is the client (docs/decisions.md "Who the client is"). */
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1, 'must be 1 to 10: the client is read from X-Forwarded-For, so the app runs behind at least one proxy')
    .max(10)
    .optional(),
  /** Mail to submitters (confirmations, brochures) per window across all instances; past it, held back. */
  OUTBOUND_MAIL_LIMIT: countPerWindow('emails', '200/3600').prefault('200/3600'),
  /**
   * Each client's share of that mail per window (and 4 times as much for its IPv4 /24 or IPv6 /48);
   * past it, the client's leads are kept but nothing is mailed to the addresses it named.
   */
  OUTBOUND_MAIL_PER_CLIENT: countPerWindow('emails', '5/3600').prefault('5/3600'),
  /** Past this many leads per window, the team gets one digest mail every TEAM_DIGEST_INTERVAL_SECONDS instead of one mail each. */
  TEAM_DIGEST_AFTER: countPerWindow('leads', '20/3600').prefault('20/3600'),
  TEAM_DIGEST_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(3600).default(300),
  /**
   * How long a demo request's team notification waits for the person to pick a time on the
   * thank-you page, so that the team gets one notice with the meeting rather than two (0: at once).
   */
  DEMO_NOTICE_WAIT_SECONDS: z.coerce.number({ error: 'must be a whole number' }).int().min(0).max(3600).default(600),

  // Email through Resend; without RESEND_API_KEY every message goes to DATA_DIR/mail/.
  RESEND_API_KEY: z.string().optional(),
  RESEND_BASE_URL: httpUrl.optional(),
  /** Sender, e.g. `Courtside <hello@courtside.example>`; required with RESEND_API_KEY. */
  MAIL_FROM: z
    .string()
    .regex(/^[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>$|^[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+$/, 'must be an address, or "Name <address>"')
    .optional(),
  TEAM_EMAIL: email.optional(),
  /** Most emails from the site one mailbox gets in 24 hours (docs/decisions.md "A mailbox, not a spelling"). */
  EMAILS_PER_RECIPIENT_PER_DAY: positiveCount.default(5),
  /** Most brochure emails one mailbox gets in 24 hours; a further brochure request is refused (429). */
  BROCHURES_PER_RECIPIENT_PER_DAY: positiveCount.default(3),

  // Google Calendar through a service account; without them every event goes to DATA_DIR/calendar/.
  GOOGLE_SERVICE_ACCOUNT_EMAIL: email.optional(),
  GOOGLE_SERVICE_ACCOUNT_KEY: z
    .string()
    .transform((key) => key.replaceAll('\\n', '\n'))
    .refine((key) => key.includes('PRIVATE KEY-----'), 'must be the PEM private key of the service account')
    .optional(),
  GOOGLE_CALENDAR_ID: z.string().optional(),
  GOOGLE_API_BASE_URL: httpUrl.optional(),
  TEAM_TIMEZONE: timeZone.default('Europe/Madrid'),
  /** The calendars whose busy times keep slots from being offered; GOOGLE_CALENDAR_ID by default. Comma-separated. */
  GOOGLE_BUSY_CALENDAR_IDS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .refine((ids) => ids.length > 0 && ids.length <= 20, 'must name 1 to 20 calendar ids, separated by commas')
    .optional(),

  /**
   * `off` sends no indicative quotation: a quote request is answered and confirmed as before the
   * price list (content/pricing.json) existed.
   */
  PRICING: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  /** `off` turns demo booking off: no slots, no `preferredStart`, requestDemo as the contract (docs/api.md) has it without scheduling. */
  SCHEDULING: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  /**
   * Signs the links of booking emails (move, cancel, book). Unset, the embedded default makes one
   * in DATA_DIR; several instances (or Vercel) must share one.
   */
  SCHEDULING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The meeting link every booked demo carries (a Zoom, Meet or Teams room), e.g.
   * https://meet.example.com/courtside-demo; `{booking}` in it names a room per meeting
   * (lib/scheduling/meeting-link.ts). With GOOGLE_MEET=on, the link when Google makes no Meet.
   */
  MEETING_URL: z
    .string()
    .refine(
      isMeetingUrlTemplate,
      'must be an absolute https URL, in which {booking} (the only placeholder) names a room per meeting, e.g. https://meet.jit.si/courtside-{booking}',
    )
    .optional(),
  /**
   * `on`: each booked demo gets a Google Meet made with the team's event (conferenceData). Needs the
   * Google calendar, and an account Google lets make one (domain-wide delegation); where Google
   * refuses (403), the event is made without it and MEETING_URL is the link.
   */
  GOOGLE_MEET: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('off'),
  /** Most coming demo meetings the leads of one client (address, and its /24 or /48 network) may hold. */
  BOOKINGS_PER_CLIENT: positiveCount.default(3),

  /**
   * `on`: each parameterized statement is prepared once per PostgreSQL connection (half the
   * database's work per lead); `off` for a pooler in transaction mode that does not keep prepared
   * statements across its connections (PgBouncer before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  /** `off` on serverless hosts, where /api/cron/deliveries and after() drain the queue instead. */
  DELIVERY_WORKER: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).optional(),
  /** Retries after the first attempt, and the first delay; later delays double, up to an hour. */
  DELIVERY_RETRY_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(0).max(50).default(16),
  DELIVERY_RETRY_DELAY_SECONDS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(3600).default(15),
  /** `on` shows captured mail at /dev/mail outside development; never with RESEND_API_KEY. */
  MAIL_VIEWER: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).optional(),
  /** The HTTP Basic password of the mail viewer; MAIL_VIEWER=on requires it. */
  MAIL_VIEWER_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),

  /**
   * The copy editor at /keystatic: `on` edits the files on this server's disk (asks for
   * CONTENT_EDITOR_PASSWORD), `github` commits to the repository through a GitHub App, `off` (the
   * default outside development) answers 404.
   */
  CONTENT_EDITOR: z.enum(['on', 'github', 'off'], { error: 'must be "on", "github" or "off"' }).optional(),
  /** The HTTP Basic password of the editor in local mode; CONTENT_EDITOR=on requires it. */
  CONTENT_EDITOR_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /** The repository the editor commits to in GitHub mode, `owner/name`. */
  CONTENT_EDITOR_GITHUB_REPO: z
    .string()
    .regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, 'must be a GitHub repository as "owner/name"')
    .optional(),
  /** The editor commits only to branches named with this prefix (a pull request brings them to main). */
  CONTENT_EDITOR_BRANCH_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]+$/, 'must be a branch name prefix such as "content/"')
    .default('content/'),
  /**
   * The address of a branch's preview deployment, with `{branch}` where the host puts the branch's
   * name (Vercel: `https://<project>-git-{branch}-<team>.vercel.app`): the editor's "Preview" opens
   * the edited page there (lib/content-editor/preview-link.ts).
   */
  CONTENT_PREVIEW_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://courtside-git-{branch}-acme.vercel.app' })
    .refine((value) => value.includes('{branch}') && !/[?#]/.test(value), 'must hold {branch} where the branch goes, and no ? or #')
    .optional(),
  /** The GitHub App of the editor (Keystatic's names for them; DEPLOY.md "The copy editor"). */
  KEYSTATIC_GITHUB_CLIENT_ID: z.string().optional(),
  KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().optional(),
  /** Encrypts the editor's sign-in cookie. */
  KEYSTATIC_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: z.string().optional(),

  /** Days a lead is kept before housekeeping deletes it (the privacy notice states it). */
  LEAD_RETENTION_DAYS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(3650).default(365),
  /** Days a lead's client address is kept; it only serves against abuse. */
  CLIENT_ADDRESS_RETENTION_DAYS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(365).default(30),

  // The team's tools (lib/destinations, docs/webhooks.md): each is on when its variables are set.
  /** Where every lead (and booking change) is POSTed as a signed Standard Webhooks event. */
  WEBHOOK_URL: httpUrl.optional(),
  /** The key that signs them, as the receiver's library takes it: `whsec_` and 24 to 64 bytes in base64. */
  WEBHOOK_SECRET: z
    .string()
    .refine(isWebhookSecret, 'must be "whsec_" followed by 24 to 64 random bytes in base64, e.g. "whsec_$(openssl rand -base64 32)"')
    .optional(),
  /** A Slack incoming webhook (https://hooks.slack.com/services/…): one message per lead. */
  SLACK_WEBHOOK_URL: httpUrl.optional(),
  /** A HubSpot private app's access token (scopes in DEPLOY.md): the contact and a note per lead. */
  HUBSPOT_ACCESS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Root of the HubSpot API; for proxies and tests. Default: https://api.hubapi.com */
  HUBSPOT_BASE_URL: httpUrl.optional(),
  /** `on`: `npm run leads:erase` also asks HubSpot's GDPR delete of the person's contact. */
  HUBSPOT_ERASE: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('off'),

  /** Bearer secret of /api/cron/deliveries; unset, the route refuses every caller. */
  CRON_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Bearer token that shows /api/status's details (transports, delivery queue, mail ceiling) to a
   * monitor; everyone else, and everyone while it is unset, sees only `{ status }`.
   */
  STATUS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),

  /**
   * Chrome's origin-trial token for WebMCP, read by `next build`: every prerendered page carries it
   * (components/webmcp/origin-trial-meta.tsx), so visitors without a browser flag get the tools.
   */
  WEBMCP_ORIGIN_TRIAL_TOKEN: z
    .string()
    .trim()
    .refine(isOriginTrialToken, "must be a Chrome origin-trial token as the trial's console issues it: base64, at most 5600 characters")
    .optional(),

  /** Set by Vercel on its builds and functions: serverless, so no worker and no embedded store. */
  VERCEL: z.string().optional(),
});

/** Variables whose values never appear in a message. */
const SECRETS = new Set([
  'RESEND_API_KEY',
  'GOOGLE_SERVICE_ACCOUNT_KEY',
  'CRON_SECRET',
  'STATUS_TOKEN',
  'MAIL_VIEWER_PASSWORD',
  'CONTENT_EDITOR_PASSWORD',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'SCHEDULING_SECRET',
  'WEBHOOK_SECRET',
  // The address of a Slack incoming webhook is its only credential.
  'SLACK_WEBHOOK_URL',
  'HUBSPOT_ACCESS_TOKEN',
]);

/** Every variable the app reads (.env.example documents each; a unit test keeps them in step). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export type Env = Omit<z.output<typeof envSchema>, 'SITE_URL' | 'DELIVERY_WORKER' | 'TRUSTED_PROXY_HOPS'> & {
  SITE_URL: string;
  DELIVERY_WORKER: 'on' | 'off';
  TRUSTED_PROXY_HOPS: number;
  /**
   * Whether TRUSTED_PROXY_HOPS was given rather than defaulted: a server other machines reach
   * starts only then (lib/runtime/listen-check.ts).
   */
  trustedProxyHopsGiven: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates a set of variables (process.env by default); empty strings count as unset. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets are not repeated into logs, only their length.
      const got = SECRETS.has(name) ? `${present[name]?.length ?? 0} characters` : JSON.stringify(present[name]);
      return `  ${name}: ${issue.message} (got ${got})`;
    });
    throw new EnvError(`Invalid environment; fix these variables (see .env.example):\n${problems.join('\n')}`);
  }
  const env = result.data;
  const development = (source.NODE_ENV ?? process.env.NODE_ENV) === 'development';
  const missing = [...missingCompanions(env), ...insecureAddresses(env, development, present)];
  if (missing.length) {
    throw new EnvError(`Incomplete or unsafe configuration; fix these variables (see .env.example):\n${missing.join('\n')}`);
  }
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    SITE_URL: siteUrl,
    DATA_DIR: dataDirectory(env.DATA_DIR, source),
    // A serverless function lives only while it answers: cron and after() deliver there instead.
    DELIVERY_WORKER: env.DELIVERY_WORKER ?? (env.VERCEL ? 'off' : 'on'),
    // One proxy (nginx, Caddy, Vercel) unless told.
    TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS ?? 1,
    trustedProxyHopsGiven: env.TRUSTED_PROXY_HOPS !== undefined,
  };
}

/**
 * `node .next/standalone/server.js` changes into its own directory before any code of ours runs, so
 * a relative DATA_DIR would put the leads inside .next/standalone, which the next build deletes.
 * There it is resolved against the directory the server was started in, the shell's PWD, as
 * `next start` and the npm scripts resolve it; without a PWD (e.g. under systemd) it must be
 * absolute. server.js marks its process with __NEXT_PRIVATE_STANDALONE_CONFIG.
 *
 * Every path built from DATA_DIR (here and where the outboxes and the store use it) carries
 * `turbopackIgnore`: it names the running server's data, never a file of the build, and a path the
 * bundler cannot scope makes it copy the whole project (sources, tests, public/) into each route's
 * trace, which standalone and Vercel deploy (tests/standalone checks the traces).
 */
function dataDirectory(dataDir: string, source: Record<string, string | undefined>): string {
  if (path.isAbsolute(dataDir) || !source.__NEXT_PRIVATE_STANDALONE_CONFIG) return dataDir;
  if (!source.PWD) {
    throw new EnvError(
      'Invalid environment; fix these variables (see DEPLOY.md):\n' +
        `  DATA_DIR: must be an absolute path for .next/standalone/server.js when PWD is unset (got ${JSON.stringify(dataDir)})`,
    );
  }
  return path.resolve(/*turbopackIgnore: true*/ source.PWD, dataDir);
}

/** A provider configured by halves would fail on the first delivery: refuse it at start-up. */
function missingCompanions(env: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (env.RESEND_API_KEY) {
    if (!env.MAIL_FROM) problems.push('  MAIL_FROM: required when RESEND_API_KEY is set');
    if (!env.TEAM_EMAIL) problems.push('  TEAM_EMAIL: required when RESEND_API_KEY is set');
  }
  if (env.VERCEL && !env.DATABASE_URL) {
    // Functions share no disk and each would open an embedded store of its own, soon discarded.
    problems.push('  DATABASE_URL: required on Vercel (VERCEL is set): the embedded store needs a lasting disk');
  }
  if (env.VERCEL && env.SCHEDULING === 'on' && !env.SCHEDULING_SECRET) {
    // Each function would make a secret of its own, and refuse the links another one signed.
    problems.push('  SCHEDULING_SECRET: required on Vercel (VERCEL is set) while SCHEDULING is "on"');
  }
  if (env.MAIL_VIEWER === 'on' && !env.MAIL_VIEWER_PASSWORD) {
    // The viewer shows every captured message, with the leads' details: never without a password.
    problems.push('  MAIL_VIEWER_PASSWORD: required when MAIL_VIEWER is "on"');
  }
  if (env.CONTENT_EDITOR === 'on' && !env.CONTENT_EDITOR_PASSWORD) {
    // The editor rewrites the site's copy on this server's disk: never open to anyone who finds it.
    problems.push('  CONTENT_EDITOR_PASSWORD: required when CONTENT_EDITOR is "on"');
  }
  if (env.CONTENT_EDITOR === 'github') {
    for (const name of GITHUB_EDITOR_VARIABLES.filter((candidate) => !env[candidate])) {
      problems.push(`  ${name}: required when CONTENT_EDITOR is "github"`);
    }
  }
  // Unsigned events would be accepted by nobody who verifies them; a key without an address is a typo.
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) problems.push('  WEBHOOK_SECRET: required when WEBHOOK_URL is set');
  if (env.WEBHOOK_SECRET && !env.WEBHOOK_URL) problems.push('  WEBHOOK_URL: required when WEBHOOK_SECRET is set');
  if (env.HUBSPOT_BASE_URL && !env.HUBSPOT_ACCESS_TOKEN) problems.push('  HUBSPOT_ACCESS_TOKEN: required when HUBSPOT_BASE_URL is set');
  if (env.HUBSPOT_ERASE === 'on' && !env.HUBSPOT_ACCESS_TOKEN) problems.push('  HUBSPOT_ACCESS_TOKEN: required when HUBSPOT_ERASE is "on"');
  const google = ['GOOGLE_SERVICE_ACCOUNT_EMAIL', 'GOOGLE_SERVICE_ACCOUNT_KEY', 'GOOGLE_CALENDAR_ID'] as const;
  const present = google.filter((name) => env[name]);
  // A Meet is made with the team's Google event: the calendar outbox cannot make one.
  if (env.GOOGLE_MEET === 'on' && present.length < google.length) {
    problems.push(`  GOOGLE_MEET: "on" requires the Google calendar (${google.join(', ')})`);
  }
  if (present.length > 0 && present.length < google.length) {
    for (const name of google.filter((candidate) => !env[candidate])) {
      problems.push(`  ${name}: required when ${present.join(' and ')} ${present.length > 1 ? 'are' : 'is'} set`);
    }
  }
  return problems;
}

/** The addresses the team's tools are sent leads at (a Slack webhook's is its credential too). */
const DESTINATION_URLS = ['WEBHOOK_URL', 'SLACK_WEBHOOK_URL', 'HUBSPOT_BASE_URL'] as const;

/**
 * Leads (and a HubSpot token, a webhook's signature) leave this server for these addresses: never in
 * clear text over a network, so https outside development; http only to this machine (a local
 * receiver, the tests' fakes).
 */
function insecureAddresses(env: z.output<typeof envSchema>, development: boolean, given: Record<string, string | undefined>): string[] {
  if (development) return [];
  return DESTINATION_URLS.flatMap((name) => {
    const value = env[name];
    if (!value) return [];
    const url = new URL(value);
    if (url.protocol === 'https:' || isLoopback(url.hostname)) return [];
    const got = SECRETS.has(name) ? `${given[name]?.length ?? 0} characters` : JSON.stringify(given[name]);
    return [`  ${name}: must be an https URL outside development (http only to a loopback address such as 127.0.0.1) (got ${got})`];
  });
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** An https URL once its `{booking}` placeholders are filled, with no other brace left (a mistyped placeholder). */
function isMeetingUrlTemplate(value: string): boolean {
  const filled = value.replaceAll('{booking}', 'room');
  if (/[{}\s]/.test(filled)) return false;
  try {
    return new URL(filled).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Standard Webhooks' secret form: `whsec_` and base64 of 24 to 64 bytes (the spec's advice). */
function isWebhookSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match || match[1]!.length % 4 !== 0) return false;
  const bytes = Buffer.from(match[1]!, 'base64').length;
  return bytes >= 24 && bytes <= 64;
}

/**
 * Chromium's token format (blink/common/origin_trials/trial_token.cc): base64 of a version byte, a
 * 64-byte signature, a 4-byte length and a JSON payload of at most 4 KB. Checked that far, so a
 * value pasted with its quotes, or the whole <meta> element, stops the build; whether Chrome
 * accepts it (signature, origin, expiry) only Chrome can tell.
 */
function isOriginTrialToken(value: string): boolean {
  if (value.length > 5600 || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false;
  const bytes = Buffer.from(value, 'base64').length;
  return bytes > 69 && bytes <= 69 + 4096;
}

const GITHUB_EDITOR_VARIABLES = [
  'CONTENT_EDITOR_GITHUB_REPO',
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
] as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

let cached: Env | undefined;

/** The validated environment of this process, read once. */
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}

/**
 * The mail viewer (/dev/mail) shows captured outbox mail: in development, or with MAIL_VIEWER=on
 * (which requires MAIL_VIEWER_PASSWORD, asked for by proxy.ts), and never where a real mail
 * provider is configured (there is nothing captured to show, and nothing about real mail should be
 * exposed).
 */
export function mailViewerEnabled(settings: Pick<Env, 'MAIL_VIEWER' | 'RESEND_API_KEY'> = env()): boolean {
  const development = process.env.NODE_ENV === 'development';
  return (development || settings.MAIL_VIEWER === 'on') && !settings.RESEND_API_KEY;
}

/** How the copy editor stores a save: files on this server's disk, or commits to a GitHub repository. */
export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}`; branchPrefix: string };

/**
 * Where the copy editor (/keystatic) saves, or null where it answers 404: the files on this disk in
 * development (unless CONTENT_EDITOR=off) or with CONTENT_EDITOR=on; the GitHub repository with
 * CONTENT_EDITOR=github, whose variables loadEnv has checked.
 */
export function contentEditorStorage(
  settings: Pick<Env, 'CONTENT_EDITOR' | 'CONTENT_EDITOR_GITHUB_REPO' | 'CONTENT_EDITOR_BRANCH_PREFIX'> = env(),
): EditorStorage | null {
  const development = process.env.NODE_ENV === 'development';
  if (settings.CONTENT_EDITOR === 'github' && settings.CONTENT_EDITOR_GITHUB_REPO) {
    return {
      kind: 'github',
      repo: settings.CONTENT_EDITOR_GITHUB_REPO as `${string}/${string}`,
      branchPrefix: settings.CONTENT_EDITOR_BRANCH_PREFIX,
    };
  }
  if (settings.CONTENT_EDITOR === 'on' || (development && settings.CONTENT_EDITOR !== 'off')) return { kind: 'local' };
  return null;
}
