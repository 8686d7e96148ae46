/**
 * The follow-up the team promises is the registry's (followUpWithinWorkingDay): the team
 * notification and the calendar event tell the team to keep it, and say nothing of one for an
 * operation that promises none. Here the quote request promises none, so a text that still said
 * the promise of its own would fail.
 */
import { describe, expect, it, vi } from 'vitest';
import { followUpEvent } from '@/lib/delivery/calendar/follow-up-event';
import { composeTeamNotification } from '@/lib/delivery/compose-emails';
import { LOCALES } from '@/lib/i18n/locales';
import { english, translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import { sampleLead } from '@/lib/delivery/email-samples';
import { HOURS_PROMISE } from '../helpers/working-day';

vi.mock('@/lib/operations/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/operations/registry')>();
  const operations = original.operations.map((operation) =>
    operation.id === 'submitQuoteRequest' ? { ...operation, followUpWithinWorkingDay: undefined } : operation,
  );
  return { ...original, operations, getOperation: (id: string) => operations.find((operation) => operation.id === id) };
});

const settings = { from: 'a@courtside.example', teamEmail: 'sales@courtside.example' };

describe('the promised follow-up, from the registry', () => {
  it.each(LOCALES)('the team notification in %s tells the team to follow up within one working day, where promised', async (locale) => {
    const t = translatorFor(locale);
    const demo = await composeTeamNotification(sampleLead(getOperation('requestDemo')), { ...settings, locale });
    expect(demo.text).toContain(t('emails.team.followUp'));
    expect(demo.text).not.toMatch(HOURS_PROMISE);
    const quote = await composeTeamNotification(sampleLead(getOperation('submitQuoteRequest')), { ...settings, locale });
    expect(quote.text).not.toContain(t('emails.team.followUp'));
  });

  it('the calendar event says the same to the team, and nothing where nothing was promised', () => {
    expect(followUpEvent(sampleLead(getOperation('requestDemo')), 'Europe/Madrid').description).toContain(english('emails.team.followUp'));
    expect(followUpEvent(sampleLead(getOperation('submitQuoteRequest')), 'Europe/Madrid').description).not.toContain(
      english('emails.team.followUp'),
    );
  });
});
