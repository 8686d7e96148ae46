/**
 * Every email template in every locale (formbricks' render test, docs/decisions.md "Email templates test themselves"): a full HTML document
 * and a text part, no raw message keys, user input escaped, subjects on one line, and no free text
 * echoed to an address that a request supplied.
 */
import { describe, expect, it } from 'vitest';
import type { Attribution, AttributionKey } from '@/lib/attribution/attribution';
import { composeConfirmation, composeDeadLetterNotice, composeTeamNotification } from '@/lib/delivery/compose-emails';
import type { StoredLead } from '@/lib/delivery/stored-lead';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { describeFields } from '@/lib/operations/describe-fields';
import { followsUpWithinWorkingDay, operations } from '@/lib/operations/registry';
import { brochureFileName } from '@/lib/delivery/brochure-path';
import { quotationFileName } from '@/lib/quotation/quotation-pdf';
import { composeTeamDigest } from '@/lib/delivery/team-digest';
import { assumptionText, quotationFigures, teamAssumptionText, vatWords } from '@/lib/quotation/quotation-copy';
import { brochureOperation, longTextField, plainOperation } from '../helpers/operation-fixtures';
import { sampleLead } from '@/lib/delivery/email-samples';
import { HOURS_PROMISE, WORKING_DAY } from '../helpers/working-day';

const HOSTILE_NAME = '<script>alert("x")</script>\r\nBcc: victim';
const FREE_TEXT = 'Visit https://evil.example/win now';
const RAW_KEY = /\b(emails|fields|values|api|operations)\.[a-zA-Z]+/;
/** What team mail must not carry: controls other than line feeds, and bidi controls. */
const TEAM_HIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\p{Bidi_Control}]/u;
/** The preview line's hidden padding, which react-email fills with invisible marks of its own (U+200E, U+200F among them). */
const withoutPreview = (html: string) => html.replace(/<div[^>]*data-skip-in-text="true">[\s\S]*?<\/div><\/div>/, '');

function leadFor(operation: (typeof operations)[number], locale: (typeof LOCALES)[number]): StoredLead {
  const payload: Record<string, unknown> = { ...operation.example, name: HOSTILE_NAME };
  // Every free-text member carries a stranger's words and a link (not an enumerated one, which the schema fixes).
  const freeText = new Set(
    describeFields(operation)
      .filter((field) => field.type === 'string' && !field.values)
      .map((field) => field.name),
  );
  for (const key of ['message', 'additionalInfo', 'budget', 'clubName', 'clubLocation', 'country', 'clubStatus']) {
    if (key in payload && freeText.has(key)) payload[key] = FREE_TEXT;
  }
  return sampleLead(operation, { payload, locale });
}

function expectWellFormed(email: { subject: string; html: string; text: string }, locale: string) {
  expect(email.html).toMatch(/^<!DOCTYPE html/);
  expect(email.html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
  expect(email.html).toMatch(/<\/html>\s*$/);
  expect(email.text.trim().length).toBeGreaterThan(100);
  expect(email.subject).not.toMatch(/[\r\n]/);
  for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(RAW_KEY);
  expect(email.html).not.toContain('<script>');
}

describe.each(LOCALES)('emails in %s', (locale) => {
  it.each(operations)('$id confirmation', async (operation) => {
    const lead = leadFor(operation, locale);
    const email = await composeConfirmation(lead, 'Courtside <hello@courtside.example>');
    expectWellFormed(email, locale);
    // The hostile "name" is no person's name: the greeting goes without it.
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toContain('script');
    expect(email.to).toEqual([lead.payload.email]);
    expect(email.text).toContain(lead.reference);
    for (const part of [email.html, email.text]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain(lead.payload.phone ?? '\u0000');
    }
    // The confirmation's copy words the operation's own promise: one working day, never hours.
    if (followsUpWithinWorkingDay(operation)) expect(email.text).toContain(WORKING_DAY[locale]);
    expect(email.text).not.toMatch(HOURS_PROMISE);
  });

  it.each([
    ['Claim your prize at evil.example.com', 'Claim'],
    ['Go to https://evil.example', 'Go'],
    ['Write to boss@evil.example', 'Write'],
    ['evil.example.com', undefined],
    ['https://evil.example', undefined],
  ])('leaves the link of a link-carrying name out of the confirmation: %s', async (name, greeted) => {
    const t = translatorFor(locale);
    const lead = leadFor(operations[1]!, locale);
    const email = await composeConfirmation({ ...lead, payload: { ...lead.payload, name } }, 'hello@courtside.example');
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toContain('evil.example');
    expect(email.text).toContain(
      greeted ? t('emails.confirmation.greeting', { name: greeted }) : t('emails.confirmation.greetingWithoutName'),
    );
  });

  it('greets a person by the given name alone', async () => {
    const lead = leadFor(operations[1]!, locale);
    const email = await composeConfirmation({ ...lead, payload: { ...lead.payload, name: "Seán O'Brien" } }, 'hello@courtside.example');
    expect(email.text).toContain(translatorFor(locale)('emails.confirmation.greeting', { name: 'Seán' }));
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toContain('Brien');
  });

  it('team mail shows request text without control or bidi characters, line breaks kept', async () => {
    const base = leadFor(plainOperation, locale);
    const lead = {
      ...base,
      payload: {
        ...base.payload,
        name: 'Ann \u202Efdp.exe\u0007',
        [longTextField(plainOperation)!]: 'First line\r\nsecond\u2066 line\u009B',
        clubName: 'Club\u200F\u0000 Norte',
      },
    };
    const email = await composeTeamNotification(lead, { from: 'a@courtside.example', teamEmail: 'sales@courtside.example', locale });
    expect(email.subject).toContain('Ann fdp.exe');
    expect(email.html).toContain('First line\nsecond line');
    expect(email.text).toContain('Club Norte');
    for (const part of [email.subject, withoutPreview(email.html), email.text]) expect(part).not.toMatch(TEAM_HIDDEN);
    const notice = await composeDeadLetterNotice(lead, 'team-notification', {
      from: 'a@courtside.example',
      teamEmail: 'sales@courtside.example',
    });
    expect(notice.text).toContain('Ann fdp.exe');
    for (const part of [notice.subject, withoutPreview(notice.html), notice.text]) expect(part).not.toMatch(TEAM_HIDDEN);
  });

  it.each(['mailbox-cap', 'outbound-ceiling'] as const)('team notification says the confirmation was held back (%s)', async (held) => {
    const lead = { ...leadFor(operations[1]!, locale), confirmationHeld: held };
    const email = await composeTeamNotification(lead, { from: 'a@courtside.example', teamEmail: 'sales@courtside.example', locale });
    expect(email.text).toContain(translatorFor(locale)(`emails.team.confirmationHeld.${held}`).slice(0, 40));
    const unheld = await composeTeamNotification(
      { ...lead, confirmationHeld: null },
      { from: 'a@courtside.example', teamEmail: 'sales@courtside.example', locale },
    );
    expect(unheld.text).not.toContain(translatorFor(locale)(`emails.team.confirmationHeld.${held}`).slice(0, 40));
  });

  it('team notification shows where the lead came from, and nothing of it for a lead without', async () => {
    const t = translatorFor(locale);
    const settings = { from: 'a@courtside.example', teamEmail: 'sales@courtside.example', locale };
    const attribution: Attribution = {
      utm_source: 'newsletter',
      utm_campaign: '<b>spring</b> & padel',
      referrer_host: 'news.example.org',
      landing_path: '/es/quote',
    };
    const email = await composeTeamNotification({ ...leadFor(operations[0]!, locale), attribution }, settings);
    for (const [key, value] of Object.entries(attribution) as [AttributionKey, string][])
      expect(email.text).toContain(`${t(`emails.team.origin.${key}`)}\n\n${value}`);
    expect(email.text).toContain(t('emails.team.origin.title').toUpperCase());
    expect(email.html).toContain('&lt;b&gt;spring&lt;/b&gt; &amp; padel');
    expect(email.text).not.toContain(t('emails.team.origin.utm_medium'));

    const fromApi = await composeTeamNotification(leadFor(operations[0]!, locale), settings);
    expect(fromApi.text).not.toContain(t('emails.team.origin.utm_source'));
    expect(fromApi.html).not.toContain(t('emails.team.origin.title'));
  });

  it.each(operations)('$id dead-letter notice', async (operation) => {
    const lead = leadFor(operation, locale);
    const email = await composeDeadLetterNotice(lead, operation.deliveries.at(-1)!, {
      from: 'a@courtside.example',
      teamEmail: 'sales@courtside.example',
    });
    // The team's mail is in English, whatever the lead's language.
    expectWellFormed(email, 'en');
    expect(email.to).toEqual(['sales@courtside.example']);
    expect(email.subject).toContain(lead.reference);
    expect(email.text).toContain(`npm run deliveries:retry -- ${lead.reference}`);
    expect(email.text).toContain(lead.payload.email);
  });

  it.each(operations)('$id team notification tells the team to follow up within one working day, if promised', async (operation) => {
    const t = translatorFor(locale);
    const email = await composeTeamNotification(leadFor(operation, locale), {
      from: 'a@courtside.example',
      teamEmail: 'sales@courtside.example',
      locale,
    });
    if (followsUpWithinWorkingDay(operation)) expect(email.text).toContain(t('emails.team.followUp'));
    // Without a promise, no sentence of it.
    else expect(email.text).not.toContain(t('emails.team.followUp'));
    expect(email.text).not.toMatch(HOURS_PROMISE);
  });

  it.each(operations)('$id team notification', async (operation) => {
    const lead = leadFor(operation, locale);
    const email = await composeTeamNotification(lead, { from: 'a@courtside.example', teamEmail: 'sales@courtside.example', locale });
    expectWellFormed(email, locale);
    // The team sees the name as sent, escaped.
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.to).toEqual(['sales@courtside.example']);
    expect(email.replyTo).toEqual([lead.payload.email]);
    // Every submitted field reaches the salesperson, free text and contact details as sent.
    expect(email.text).toContain(lead.payload.email);
    for (const key of ['phone', 'whatsapp']) if (key in lead.payload) expect(email.text).toContain(lead.payload[key]);
    if (Object.values(lead.payload).includes(FREE_TEXT)) expect(email.text).toContain(FREE_TEXT);
    const labels = Object.keys(lead.payload).length;
    expect(email.text.split('\n').filter((line) => line.trim()).length).toBeGreaterThan(labels);
  });
});

describe.each(LOCALES)('the quotation in the mails in %s', (locale) => {
  const t = translatorFor(locale);
  const quote = operations.find((operation) => operation.id === 'submitQuoteRequest')!;
  const settings = { from: 'a@courtside.example', teamEmail: 'sales@courtside.example', locale };
  /** The promise to send a quotation later, which a confirmation with one attached does not make. */
  const promise = t('operations.quote.confirmation.next');

  it("attaches one quotation PDF to a priced quote's confirmation, whose text gives its figures", async () => {
    const lead = leadFor(quote, locale);
    const email = await composeConfirmation(lead, 'hello@courtside.example');
    expect(email.attachments).toHaveLength(1);
    const [attachment] = email.attachments!;
    expect(attachment!.filename).toBe(quotationFileName(lead));
    expect(attachment!.filename).toBe(`courtside-${t('quotation.pdf.fileName')}-${lead.reference}.pdf`);
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    // Composed again (a retry), the same bytes: Resend's idempotency key sees the same message.
    const again = await composeConfirmation(lead, 'hello@courtside.example');
    expect(again.attachments![0]!.content.equals(attachment!.content)).toBe(true);
    const figures = t('quotation.email', quotationFigures(lead.quotation!, locale));
    expect(email.text).toContain(figures);
    for (const part of [email.html, email.text]) expect(part).not.toContain(promise);
  });

  it('attaches no quotation to a brochure, nor to a quote made while pricing is off, which keeps its promise', async () => {
    const brochure = await composeConfirmation(leadFor(brochureOperation, locale), 'hello@courtside.example');
    expect(brochure.attachments!.map((attachment) => attachment.filename)).toEqual([brochureFileName(locale)]);
    const unpriced = await composeConfirmation({ ...leadFor(quote, locale), quotation: null }, 'hello@courtside.example');
    expect(unpriced.attachments).toBeUndefined();
    expect(unpriced.text).toContain(promise);
    expect(unpriced.text).not.toContain(t('quotation.email', { monthly: '', setUp: '', vat: '' }).slice(0, 20));
  });

  it("shows the team the quotation's figures and assumptions in the team's language, and nothing of one for a lead without", async () => {
    const lead = leadFor(quote, locale);
    const quotation = lead.quotation!;
    const email = await composeTeamNotification(lead, settings);
    expect(email.text).toContain(t('emails.team.quotation', quotationFigures(quotation, locale)));
    // Whether the figures include VAT, as the person was told: the team quotes the same price.
    expect(t('emails.team.quotation', quotationFigures(quotation, locale))).toContain(vatWords(quotation, t));
    expect(quotation.assumptions).not.toEqual([]);
    const assumptions = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      quotation.assumptions.map((item) => teamAssumptionText(item, t)),
    );
    expect(email.text).toContain(t('emails.team.quotationAssumes', { assumptions }));
    // Said to the team, not to the person: "the fewest the lead's answer allows", never "your answer".
    const band = quotation.assumptions.find((item) => item.field === 'numberOfCourts' && item.reason === 'smallestOfBand');
    expect(band).toBeDefined();
    expect(email.text).not.toContain(assumptionText(band!, t));
    const unpriced = await composeTeamNotification({ ...lead, quotation: null }, settings);
    const opening = t('emails.team.quotation', { monthly: '', setUp: '', firstYear: '', validUntil: '', vat: '' }).slice(0, 12);
    expect(unpriced.text).not.toContain(opening);
  });
});

describe('the quotation in the team digest', () => {
  it("gives a priced lead's figures in its entry, in the team's language, and none for a lead without", async () => {
    const t = translatorFor('en');
    const quote = operations.find((operation) => operation.id === 'submitQuoteRequest')!;
    const priced = leadFor(quote, 'es');
    const unpriced = { ...leadFor(quote, 'de'), id: '00000000-0000-4000-8000-0000000000d2', reference: 'Q-UNPRICED', quotation: null };
    const digest = await composeTeamDigest([priced, unpriced], { mailFrom: 'a@courtside.example', teamEmail: 'sales@courtside.example' });
    const figures = t('emails.team.quotation', quotationFigures(priced.quotation!, 'en'));
    expect(digest.text.split(figures)).toHaveLength(2);
    expect(digest.text.indexOf(figures)).toBeLessThan(digest.text.indexOf('Q-UNPRICED'));
  });
});
