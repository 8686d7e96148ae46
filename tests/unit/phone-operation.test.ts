/**
 * What the team's mails and calendar say for an operation that reaches the person by phone (a
 * fixture entry added to the registry, tests/helpers/callback-operation.ts): no Reply-To and an
 * intro that does not ask for a reply, the number to dial among the facts and in the calendar
 * event, and no confirmation to compose. An email operation's notification keeps its Reply-To.
 */
import { exampleAnswer } from '@/lib/agents/descriptions/operation-text';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { followUpEvent } from '@/lib/delivery/calendar/follow-up-event';
import { composeConfirmation, composeTeamNotification } from '@/lib/delivery/compose-emails';
import { composeTeamDigest } from '@/lib/delivery/team-digest';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation, type RegisteredOperation } from '@/lib/operations/registry';
import { addCallbackCopy, callbackOperation } from '../helpers/callback-operation';
import { sampleLead } from '@/lib/delivery/email-samples';

vi.mock('@/lib/operations/registry', async (importOriginal) =>
  (await import('../helpers/callback-operation')).withCallbackOperation(await importOriginal()),
);

const SETTINGS = { from: 'Courtside <hello@courtside.example>', teamEmail: 'sales@courtside.example' };
const WRITTEN = '(+351) 912-345 678';
const callbackLead = () => sampleLead(getOperation(callbackOperation.id as never) as RegisteredOperation, { payload: { phone: WRITTEN } });
const t = translatorFor('en');

describe('a lead of an operation that calls the person', () => {
  beforeAll(addCallbackCopy);

  it('notifies the team without a Reply-To, with the number to dial as the person wrote it', async () => {
    const email = await composeTeamNotification(callbackLead(), SETTINGS);
    expect(email).not.toHaveProperty('replyTo');
    expect(email.text).toContain(t('emails.team.phone', { phone: WRITTEN }));
    expect(email.text).toContain(t('emails.team.introByPhone', { operation: 'call request' }));
    expect(email.text).not.toContain('Reply to this email');
  });

  it('cleans the number like all request text: its fact is one line, and no bidi control reaches the team', async () => {
    const lead = sampleLead(getOperation(callbackOperation.id as never) as RegisteredOperation, {
      payload: { phone: '+351 912\u202E\nBcc: x' },
    });
    const email = await composeTeamNotification(lead, SETTINGS);
    const event = followUpEvent(lead, 'Europe/Lisbon');
    for (const text of [email.text, event.description ?? '']) {
      expect(text).not.toContain('\u202E');
      // The fact line stays one line (a field's own value may span lines in the listing below it).
      expect(text).toContain('+351 912 Bcc: x');
    }
  });

  it('shows the number to dial in a digest too', async () => {
    const email = await composeTeamDigest([callbackLead()], { mailFrom: SETTINGS.from, teamEmail: SETTINGS.teamEmail });
    expect(email).not.toHaveProperty('replyTo');
    expect(email.text).toContain(t('emails.team.phone', { phone: WRITTEN }));
  });

  it('puts the number to dial in the follow-up event', () => {
    const event = followUpEvent(callbackLead(), 'Europe/Lisbon');
    expect(event.description).toContain(`Asked to be called: ${WRITTEN}.`);
    expect(event.summary).toMatch(/^Follow up K-7K2M9XQD: Rui Almeida \(Porto Padel\)/);
  });

  it('documents the answer it really gives: no confirmation is promised', () => {
    const callback = getOperation(callbackOperation.id as never) as RegisteredOperation;
    expect(exampleAnswer(callback).message).toContain(t('operations.callback.successWithoutConfirmation' as never));
  });

  it('has no confirmation to compose (the registry lets it list none)', async () => {
    await expect(composeConfirmation(callbackLead(), SETTINGS.from)).rejects.toThrow('requestCallback reaches the person by phone');
  });

  it("keeps an email operation's notification as it was: Reply-To the lead, no number fact", async () => {
    const contact = getOperation('submitContact');
    const email = await composeTeamNotification(sampleLead(contact), SETTINGS);
    expect(email.replyTo).toEqual([contact.example.email]);
    expect(email.text).toContain('Reply to this email');
    expect(email.text).not.toContain(t('emails.team.phone', { phone: '' }).trim());
    expect(followUpEvent(sampleLead(getOperation('requestDemo')), 'Europe/Lisbon').description).not.toContain('Asked to be called');
  });
});
