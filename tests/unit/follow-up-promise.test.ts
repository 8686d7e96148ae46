/**
 * The follow-up the team promises is a figure of the registry (followUpWithinHours): the team
 * notification and the calendar event say the registry's hours, and nothing for an operation that
 * promises none. Here the demo request promises 48 hours and the quote request none, so a text
 * that still said "24 hours" of its own would fail.
 */
import { describe, expect, it, vi } from 'vitest';
import { followUpEvent } from '@/lib/delivery/calendar/follow-up-event';
import { composeTeamNotification } from '@/lib/delivery/compose-emails';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import { sampleLead } from '@/lib/delivery/email-samples';

vi.mock('@/lib/operations/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/operations/registry')>();
  const operations = original.operations.map((operation) =>
    operation.id === 'requestDemo'
      ? { ...operation, followUpWithinHours: 48 }
      : operation.id === 'submitQuoteRequest'
        ? { ...operation, followUpWithinHours: undefined }
        : operation,
  );
  return { ...original, operations, getOperation: (id: string) => operations.find((operation) => operation.id === id) };
});

const settings = { from: 'a@courtside.example', teamEmail: 'sales@courtside.example' };

describe('the promised follow-up, from the registry', () => {
  it.each(LOCALES)('the team notification in %s says the registry’s hours', async (locale) => {
    const t = translatorFor(locale);
    const demo = await composeTeamNotification(sampleLead(getOperation('requestDemo')), { ...settings, locale });
    expect(demo.text).toContain(t('emails.team.followUp', { hours: 48 }));
    expect(demo.text).not.toContain(t('emails.team.followUp', { hours: 24 }));
    const quote = await composeTeamNotification(sampleLead(getOperation('submitQuoteRequest')), { ...settings, locale });
    expect(quote.text).not.toContain(t('emails.team.followUp', { hours: 48 }).split('48')[0]);
  });

  it('the calendar event says the registry’s hours, and no promise where there is none', () => {
    expect(followUpEvent(sampleLead(getOperation('requestDemo')), 'Europe/Madrid').description).toContain(
      'Promised: a follow-up within 48 hours.',
    );
    expect(followUpEvent(sampleLead(getOperation('submitQuoteRequest')), 'Europe/Madrid').description).not.toContain('Promised');
  });
});
