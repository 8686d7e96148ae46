import type { Env } from '@/lib/settings/env';

/** Which parts this process runs on (docs/decisions.md "Start-up line"): never a secret, never an address. */
export interface RuntimeSummary {
  store: 'postgres' | 'embedded';
  mail: 'resend' | 'outbox';
  calendar: 'google' | 'outbox';
  worker: 'on' | 'off';
}

export function runtimeSummary(settings: Env): RuntimeSummary {
  return {
    store: settings.DATABASE_URL ? 'postgres' : 'embedded',
    mail: settings.RESEND_API_KEY ? 'resend' : 'outbox',
    calendar: settings.GOOGLE_CALENDAR_ID ? 'google' : 'outbox',
    worker: settings.DELIVERY_WORKER,
  };
}

/**
 * What a server says once as it starts: the parts in use and, where a production server writes
 * mail to the outbox instead of sending it, a warning that names the variable to set.
 */
export function startupLines(settings: Env, production: boolean): { info: string; warnings: string[] } {
  const summary = runtimeSummary(settings);
  const info =
    `store: ${summary.store === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite under ${settings.DATA_DIR}`}; ` +
    `mail: ${summary.mail === 'resend' ? 'Resend' : `outbox ${settings.DATA_DIR}/mail`}; ` +
    `calendar: ${summary.calendar === 'google' ? 'Google Calendar' : `outbox ${settings.DATA_DIR}/calendar`}; ` +
    `delivery worker: ${summary.worker}`;
  const warnings: string[] = [];
  if (production && summary.mail === 'outbox') {
    warnings.push(
      `WARNING: no email is sent: every message is written to ${settings.DATA_DIR}/mail instead. ` +
        'Set RESEND_API_KEY (with MAIL_FROM and TEAM_EMAIL) to send confirmations and team notifications.',
    );
  }
  return { info, warnings };
}
