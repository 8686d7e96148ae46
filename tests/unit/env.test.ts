import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { contentEditorStorage, ENV_VARIABLES, EnvError, loadEnv } from '@/lib/settings/env';

describe('.env.example', () => {
  it('documents every variable the app reads', () => {
    const documented = new Set([...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]));
    expect(ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('loadEnv', () => {
  it('has defaults that need no services', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: '.data',
      DATABASE_URL: undefined,
      DATABASE_PREPARED_STATEMENTS: 'on',
      RATE_LIMIT: { limit: 10, windowSeconds: 60 },
      TRUSTED_PROXY_HOPS: 1,
      trustedProxyHopsGiven: false,
      OUTBOUND_MAIL_LIMIT: { limit: 200, windowSeconds: 3600 },
      OUTBOUND_MAIL_PER_CLIENT: { limit: 5, windowSeconds: 3600 },
      TEAM_DIGEST_AFTER: { limit: 20, windowSeconds: 3600 },
      TEAM_DIGEST_INTERVAL_SECONDS: 300,
      DEMO_NOTICE_WAIT_SECONDS: 600,
      EMAILS_PER_RECIPIENT_PER_DAY: 5,
      BROCHURES_PER_RECIPIENT_PER_DAY: 3,
      TEAM_TIMEZONE: 'Europe/Madrid',
      PRICING: 'on',
      SCHEDULING: 'on',
      GOOGLE_MEET: 'off',
      BOOKINGS_PER_CLIENT: 3,
      DELIVERY_WORKER: 'on',
      DELIVERY_RETRY_LIMIT: 16,
      DELIVERY_RETRY_DELAY_SECONDS: 15,
      LEAD_RETENTION_DAYS: 365,
      CLIENT_ADDRESS_RETENTION_DAYS: 30,
      CONTENT_EDITOR_BRANCH_PREFIX: 'content/',
      HUBSPOT_ERASE: 'off',
    });
  });

  it('reads every variable, treating empty strings as unset', () => {
    const env = loadEnv({
      PORT: '8080',
      SITE_URL: 'https://courts.example/',
      DATA_DIR: '/var/lib/leads',
      DATABASE_URL: 'postgresql://app@db:5432/leads',
      RATE_LIMIT: 'off',
      UNRELATED: '',
    });
    expect(env).toMatchObject({ PORT: 8080, SITE_URL: 'https://courts.example', DATA_DIR: '/var/lib/leads', RATE_LIMIT: null });
    expect(loadEnv({ SITE_URL: '', PORT: '4000' }).SITE_URL).toBe('http://localhost:4000');
    expect(loadEnv({ DATABASE_PREPARED_STATEMENTS: 'off' }).DATABASE_PREPARED_STATEMENTS).toBe('off');
    expect(() => loadEnv({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrowError(/DATABASE_PREPARED_STATEMENTS: must be "on" or "off"/);
  });

  it('tells a TRUSTED_PROXY_HOPS given from the default, an empty one (as .env.example leaves it) counting as not given', () => {
    expect(loadEnv({ TRUSTED_PROXY_HOPS: '1' })).toMatchObject({ TRUSTED_PROXY_HOPS: 1, trustedProxyHopsGiven: true });
    expect(loadEnv({ TRUSTED_PROXY_HOPS: '2' })).toMatchObject({ TRUSTED_PROXY_HOPS: 2, trustedProxyHopsGiven: true });
    expect(loadEnv({ TRUSTED_PROXY_HOPS: '' })).toMatchObject({ TRUSTED_PROXY_HOPS: 1, trustedProxyHopsGiven: false });
  });

  it('names every bad variable at once', () => {
    expect(() => loadEnv({ PORT: '70000', RATE_LIMIT: '0/60' })).toThrowError(EnvError);
    try {
      loadEnv({ PORT: '70000', RATE_LIMIT: '0/60' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: .*\(got "70000"\)/);
      expect((error as Error).message).toMatch(/RATE_LIMIT: must be "off" or "<requests>\/<seconds>", e\.g\. 10\/60 \(got "0\/60"\)/);
    }
  });

  it.each([
    {
      given: { RESEND_API_KEY: 're_123' },
      names: ['MAIL_FROM: required when RESEND_API_KEY is set', 'TEAM_EMAIL: required when RESEND_API_KEY is set'],
    },
    {
      given: { GOOGLE_CALENDAR_ID: 'team@group.calendar.google.com' },
      names: [
        'GOOGLE_SERVICE_ACCOUNT_EMAIL: required when GOOGLE_CALENDAR_ID is set',
        'GOOGLE_SERVICE_ACCOUNT_KEY: required when GOOGLE_CALENDAR_ID is set',
      ],
    },
    {
      given: { GOOGLE_SERVICE_ACCOUNT_EMAIL: 'bot@project.iam.gserviceaccount.com', GOOGLE_SERVICE_ACCOUNT_KEY: PEM },
      names: ['GOOGLE_CALENDAR_ID: required when GOOGLE_SERVICE_ACCOUNT_EMAIL and GOOGLE_SERVICE_ACCOUNT_KEY are set'],
    },
  ])('refuses a half-configured provider, naming what is missing', ({ given, names }) => {
    let message = '';
    try {
      loadEnv(given);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of names) expect(message).toContain(name);
  });

  it('accepts complete providers, and an escaped PEM key', () => {
    const env = loadEnv({
      RESEND_API_KEY: 're_123',
      MAIL_FROM: 'Courtside <hello@courtside.example>',
      TEAM_EMAIL: 'sales@courtside.example',
      GOOGLE_SERVICE_ACCOUNT_EMAIL: 'bot@project.iam.gserviceaccount.com',
      GOOGLE_SERVICE_ACCOUNT_KEY: PEM.replaceAll('\n', '\\n'),
      GOOGLE_CALENDAR_ID: 'team@group.calendar.google.com',
      TEAM_TIMEZONE: 'Europe/Lisbon',
    });
    expect(env.GOOGLE_SERVICE_ACCOUNT_KEY).toBe(PEM);
    expect(env.TEAM_TIMEZONE).toBe('Europe/Lisbon');
  });

  it.each([
    ['MAIL_FROM', 'Courtside hello@courtside.example'],
    ['TEAM_EMAIL', 'sales'],
    ['TEAM_TIMEZONE', 'Mars/Olympus'],
    ['OUTBOUND_MAIL_LIMIT', '200 per hour'],
    ['OUTBOUND_MAIL_PER_CLIENT', '5'],
    ['TEAM_DIGEST_AFTER', '20/0'],
    ['TEAM_DIGEST_INTERVAL_SECONDS', '0'],
    ['DEMO_NOTICE_WAIT_SECONDS', 'ten minutes'],
    ['TRUSTED_PROXY_HOPS', '0'],
    ['BROCHURES_PER_RECIPIENT_PER_DAY', 'three'],
    ['LEAD_RETENTION_DAYS', '0'],
    ['CLIENT_ADDRESS_RETENTION_DAYS', 'a month'],
    ['EMAILS_PER_RECIPIENT_PER_DAY', '0'],
  ])('names a bad %s', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrowError(new RegExp(`${name}: .*\\(got ${JSON.stringify(value)}\\)`));
  });

  it.each([
    ['CRON_SECRET', 'short'],
    ['STATUS_TOKEN', 'not long enough'],
    ['MAIL_VIEWER_PASSWORD', 'hunter2'],
    ['CONTENT_EDITOR_PASSWORD', 'hunter2'],
    ['KEYSTATIC_SECRET', 'too short to encrypt'],
    ['GOOGLE_SERVICE_ACCOUNT_KEY', 'not a key'],
  ])('names a bad %s without repeating the secret', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrowError(new RegExp(`${name}: .*\\(got ${value.length} characters\\)`));
  });

  it('turns the mail viewer on only with a password', () => {
    expect(() => loadEnv({ MAIL_VIEWER: 'on' })).toThrowError('MAIL_VIEWER_PASSWORD: required when MAIL_VIEWER is "on"');
    expect(loadEnv({ MAIL_VIEWER: 'on', MAIL_VIEWER_PASSWORD: 'correct horse battery' }).MAIL_VIEWER).toBe('on');
  });
});

describe('the copy editor (CONTENT_EDITOR)', () => {
  const GITHUB = {
    CONTENT_EDITOR_GITHUB_REPO: 'courtside/site',
    KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
    KEYSTATIC_GITHUB_CLIENT_SECRET: 'a-client-secret',
    KEYSTATIC_SECRET: 'k'.repeat(64),
    NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'courtside-copy',
  };

  it('edits files on disk only with a password', () => {
    expect(() => loadEnv({ CONTENT_EDITOR: 'on' })).toThrowError('CONTENT_EDITOR_PASSWORD: required when CONTENT_EDITOR is "on"');
    expect(contentEditorStorage(loadEnv({ CONTENT_EDITOR: 'on', CONTENT_EDITOR_PASSWORD: 'correct horse battery' }))).toEqual({
      kind: 'local',
    });
  });

  it('names every missing GitHub App variable of the GitHub mode', () => {
    const { KEYSTATIC_SECRET, NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG, ...partial } = GITHUB;
    expect(KEYSTATIC_SECRET && NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG).toBeTruthy();
    expect(() => loadEnv({ CONTENT_EDITOR: 'github', ...partial })).toThrowError(
      /KEYSTATIC_SECRET: required when CONTENT_EDITOR is "github"\n {2}NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: required/,
    );
    expect(() => loadEnv({ CONTENT_EDITOR: 'github' })).toThrowError(/CONTENT_EDITOR_GITHUB_REPO: required/);
    expect(contentEditorStorage(loadEnv({ CONTENT_EDITOR: 'github', ...GITHUB }))).toEqual({
      kind: 'github',
      repo: 'courtside/site',
      branchPrefix: 'content/',
    });
  });

  it('refuses a repository that is not owner/name, and an unknown mode', () => {
    expect(() => loadEnv({ CONTENT_EDITOR_GITHUB_REPO: 'https://github.com/courtside/site' })).toThrowError(
      /CONTENT_EDITOR_GITHUB_REPO: must be a GitHub repository as "owner\/name"/,
    );
    expect(() => loadEnv({ CONTENT_EDITOR: 'yes' })).toThrowError(/CONTENT_EDITOR: must be "on", "github" or "off"/);
  });

  it('is off outside development unless switched on, and on in development unless switched off', () => {
    expect(contentEditorStorage(loadEnv({}))).toBeNull();
    vi.stubEnv('NODE_ENV', 'development');
    try {
      expect(contentEditorStorage(loadEnv({}))).toEqual({ kind: 'local' });
      expect(contentEditorStorage(loadEnv({ CONTENT_EDITOR: 'off' }))).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the meeting link (MEETING_URL, GOOGLE_MEET)', () => {
  // A function: PEM is declared at the end of the file, after the describe blocks run.
  const google = () => ({
    GOOGLE_SERVICE_ACCOUNT_EMAIL: 'bot@project.iam.gserviceaccount.com',
    GOOGLE_SERVICE_ACCOUNT_KEY: PEM,
    GOOGLE_CALENDAR_ID: 'team@group.calendar.google.com',
  });

  it('takes an https room, with {booking} naming a room per meeting, and nothing else in braces', () => {
    expect(loadEnv({ MEETING_URL: 'https://meet.jit.si/courtside-{booking}' }).MEETING_URL).toBe('https://meet.jit.si/courtside-{booking}');
    expect(loadEnv({ MEETING_URL: 'https://zoom.example/j/1?room={booking}' }).MEETING_URL).toBe('https://zoom.example/j/1?room={booking}');
    expect(() => loadEnv({ MEETING_URL: 'https://meet.jit.si/{bookingId}' })).toThrowError(/MEETING_URL: must be an absolute https URL/);
    expect(() => loadEnv({ MEETING_URL: 'http://meet.jit.si/{booking}' })).toThrowError(/MEETING_URL/);
    expect(() => loadEnv({ MEETING_URL: 'meet.jit.si/room' })).toThrowError(/MEETING_URL/);
  });

  it('makes a Meet only with the Google calendar: the calendar outbox cannot', () => {
    expect(() => loadEnv({ GOOGLE_MEET: 'on' })).toThrowError(/GOOGLE_MEET: "on" requires the Google calendar/);
    expect(loadEnv({ ...google(), GOOGLE_MEET: 'on' }).GOOGLE_MEET).toBe('on');
    expect(() => loadEnv({ ...google(), GOOGLE_MEET: 'yes' })).toThrowError(/GOOGLE_MEET: must be "on" or "off"/);
  });
});

describe('loadEnv on Vercel (VERCEL is set)', () => {
  const DATABASE_URL = 'postgresql://app@db:5432/leads';
  const SCHEDULING_SECRET = 'a-shared-scheduling-secret-of-40-characters';

  it('refuses to start without DATABASE_URL, naming it', () => {
    expect(() => loadEnv({ VERCEL: '1', SCHEDULING_SECRET })).toThrowError(EnvError);
    expect(() => loadEnv({ VERCEL: '1', SCHEDULING_SECRET })).toThrowError(/DATABASE_URL: required on Vercel/);
    expect(loadEnv({ VERCEL: '1', DATABASE_URL, SCHEDULING_SECRET }).DATABASE_URL).toBe(DATABASE_URL);
  });

  it('refuses to start without a shared SCHEDULING_SECRET while scheduling is on, naming it', () => {
    expect(() => loadEnv({ VERCEL: '1', DATABASE_URL })).toThrowError(/SCHEDULING_SECRET: required on Vercel/);
    expect(loadEnv({ VERCEL: '1', DATABASE_URL, SCHEDULING: 'off' }).SCHEDULING).toBe('off');
  });

  it('turns the in-process worker off unless DELIVERY_WORKER says otherwise', () => {
    expect(loadEnv({ VERCEL: '1', DATABASE_URL, SCHEDULING_SECRET }).DELIVERY_WORKER).toBe('off');
    expect(loadEnv({ VERCEL: '1', DATABASE_URL, SCHEDULING_SECRET, DELIVERY_WORKER: 'on' }).DELIVERY_WORKER).toBe('on');
    expect(loadEnv({ DELIVERY_WORKER: 'off' }).DELIVERY_WORKER).toBe('off');
  });
});

describe("the team's tools (webhook, Slack, HubSpot)", () => {
  const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  const SLACK = 'https://hooks.slack.com/services/T0000/B0000/abcdefabcdefabcdefabcdef';
  const failure = (given: Record<string, string>) => {
    try {
      loadEnv(given);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    throw new Error('loadEnv accepted it');
  };

  it('takes a complete webhook, Slack and HubSpot, off by default', () => {
    const unset = loadEnv({});
    expect([unset.WEBHOOK_URL, unset.SLACK_WEBHOOK_URL, unset.HUBSPOT_ACCESS_TOKEN, unset.HUBSPOT_ERASE]).toEqual([
      undefined,
      undefined,
      undefined,
      'off',
    ]);
    const env = loadEnv({
      WEBHOOK_URL: 'https://crm.example.com/hooks/leads',
      WEBHOOK_SECRET: SECRET,
      SLACK_WEBHOOK_URL: SLACK,
      HUBSPOT_ACCESS_TOKEN: 'pat-eu1-00000000-0000-0000-0000-000000000000',
      HUBSPOT_ERASE: 'on',
    });
    expect(env).toMatchObject({ WEBHOOK_SECRET: SECRET, SLACK_WEBHOOK_URL: SLACK, HUBSPOT_ERASE: 'on' });
  });

  it('names the missing half of the webhook', () => {
    expect(failure({ WEBHOOK_URL: 'https://crm.example.com/hooks' })).toContain('WEBHOOK_SECRET: required when WEBHOOK_URL is set');
    expect(failure({ WEBHOOK_SECRET: SECRET })).toContain('WEBHOOK_URL: required when WEBHOOK_SECRET is set');
    expect(failure({ HUBSPOT_ERASE: 'on' })).toContain('HUBSPOT_ACCESS_TOKEN: required when HUBSPOT_ERASE is "on"');
    expect(failure({ HUBSPOT_BASE_URL: 'https://api.hubapi.com' })).toContain(
      'HUBSPOT_ACCESS_TOKEN: required when HUBSPOT_BASE_URL is set',
    );
  });

  it.each([
    ['without its prefix', Buffer.alloc(32, 7).toString('base64')],
    ['not base64', 'whsec_not*base64!'],
    ['too short', `whsec_${Buffer.alloc(16, 7).toString('base64')}`],
    ['too long', `whsec_${Buffer.alloc(65, 7).toString('base64')}`],
  ])('refuses a WEBHOOK_SECRET %s, without repeating it', (_, secret) => {
    const message = failure({ WEBHOOK_URL: 'https://crm.example.com/hooks', WEBHOOK_SECRET: secret });
    expect(message).toContain(`WEBHOOK_SECRET: must be "whsec_" followed by 24 to 64 random bytes in base64`);
    expect(message).toContain(`(got ${secret.length} characters)`);
    expect(message).not.toContain(secret);
  });

  it.each([
    ['WEBHOOK_URL', 'http://crm.example.com/hooks', { WEBHOOK_SECRET: SECRET }],
    ['SLACK_WEBHOOK_URL', 'http://hooks.slack.com/services/T0000/B0000/abcdef', {}],
    ['HUBSPOT_BASE_URL', 'http://hubspot-proxy.internal', { HUBSPOT_ACCESS_TOKEN: 'pat-eu1-00000000-0000-0000-0000-000000000000' }],
  ])('refuses an http %s outside development, naming it', (name, url, companions) => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const message = failure({ ...companions, [name]: url });
      expect(message).toContain(`${name}: must be an https URL outside development (http only to a loopback address such as 127.0.0.1)`);
      // The address of a Slack webhook is its credential: its length only.
      expect(message.includes(url)).toBe(name !== 'SLACK_WEBHOOK_URL');
      // A loopback address is this machine (a local receiver, the tests' fakes); development takes any.
      const loopback = url.replace(/\/\/[^/]+/, '//127.0.0.1:8080');
      expect(loadEnv({ ...companions, [name]: loopback })[name as 'WEBHOOK_URL']).toBe(loopback);
      expect(loadEnv({ ...companions, [name]: url.replace(/\/\/[^/]+/, '//localhost') })[name as 'WEBHOOK_URL']).toContain('localhost');
      expect(loadEnv({ ...companions, [name]: url, NODE_ENV: 'development' })[name as 'WEBHOOK_URL']).toBe(url);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses what is not a URL, and an unknown HUBSPOT_ERASE', () => {
    expect(failure({ SLACK_WEBHOOK_URL: 'hooks.slack.com/services/x' })).toMatch(
      /SLACK_WEBHOOK_URL: must be an absolute http\(s\) URL \(got \d+ characters\)/,
    );
    expect(failure({ HUBSPOT_ERASE: 'yes' })).toMatch(/HUBSPOT_ERASE: must be "on" or "off" \(got "yes"\)/);
    expect(failure({ HUBSPOT_ACCESS_TOKEN: 'short' })).toMatch(/HUBSPOT_ACCESS_TOKEN: .*\(got 5 characters\)/);
  });
});

describe('DATA_DIR under .next/standalone/server.js (which changes into its own directory)', () => {
  const STANDALONE = { __NEXT_PRIVATE_STANDALONE_CONFIG: '{}' };

  it('resolves a relative DATA_DIR against the directory the server was started in', () => {
    expect(loadEnv({ ...STANDALONE, PWD: '/srv/courtside' }).DATA_DIR).toBe('/srv/courtside/.data');
    expect(loadEnv({ ...STANDALONE, PWD: '/srv/courtside', DATA_DIR: '../leads' }).DATA_DIR).toBe('/srv/leads');
  });

  it('keeps an absolute DATA_DIR, and refuses a relative one when PWD is unset', () => {
    expect(loadEnv({ ...STANDALONE, DATA_DIR: '/var/lib/courtside' }).DATA_DIR).toBe('/var/lib/courtside');
    expect(() => loadEnv(STANDALONE)).toThrowError(/DATA_DIR: must be an absolute path .*\(got "\.data"\)/);
  });

  it('leaves DATA_DIR as given under `next start`, which stays where it was started', () => {
    expect(loadEnv({ PWD: '/srv/courtside', DATA_DIR: 'data' }).DATA_DIR).toBe('data');
  });
});

const PEM = '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n';
