/**
 * `npm run email:dev` is React Email's own preview (docs/decisions.md "Email previews are React
 * Email's, one per email and language"): a file per email and language, each the template with its
 * `PreviewProps`. These tests hold that every email is there in every language, that each preview
 * is the very mail the delivery composes for the same sample data (lib/delivery/email-samples.ts),
 * so that preview and reality cannot drift, and that a preview bundles, as `email dev` bundles it,
 * without the store, the queue or the PDF renderer.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render } from '@react-email/render';
import { build } from 'esbuild';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { EMAIL_PREVIEWS, previewTemplate } from '@/emails/preview/email-previews';
import { composeBookingEmail, composeBookingTeamNotice } from '@/lib/delivery/compose-booking-emails';
import { composeBookingReminder } from '@/lib/delivery/reminder/compose-reminder';
import { composeConfirmation, composeDeadLetterNotice, composeTeamNotification } from '@/lib/delivery/compose-emails';
import {
  SAMPLE_BOOKINGS,
  SAMPLE_TEAM_ZONE,
  sampleBookingOptions,
  sampleDemoLead,
  sampleDigestLeads,
  sampleLead,
  sampleOffer,
  sampleOtherLeads,
  sampleTeamLead,
} from '@/lib/delivery/email-samples';
import type { OutgoingEmail } from '@/lib/delivery/outgoing-email';
import { composeTeamDigest } from '@/lib/delivery/team-digest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { booksMeeting, operations } from '@/lib/operations/registry';
import type { BookingChange } from '@/lib/queue/delivery-queue';
import { PREVIEW_FOLDER, previewFiles, writePreviewFolder } from '../../scripts/email-previews';

const FROM = 'Courtside <hello@courtside.example>';
const TEAM = { from: FROM, teamEmail: 'sales@courtside.example' };
const RAW_KEY = /\b(emails|fields|values|operations|scheduling|quotation)\.[a-zA-Z]+\.[a-zA-Z]/;

const CHANGES = Object.keys(SAMPLE_BOOKINGS) as BookingChange[];

/**
 * What the delivery sends for each preview, composed by the delivery's own functions from the same
 * samples, written out here rather than read from the preview's list, so that a preview that shows
 * other props than the delivery's fails.
 */
const DELIVERED: Record<string, (locale: Locale) => Promise<OutgoingEmail>> = {
  ...Object.fromEntries(
    operations.map((operation) => [
      `confirmation-${operation.slug}`,
      (locale: Locale) =>
        composeConfirmation(sampleLead(operation, { locale }), FROM, booksMeeting(operation) ? sampleOffer(locale) : undefined),
    ]),
  ),
  ...Object.fromEntries(
    CHANGES.map((change) => [
      `booking-${change}`,
      (locale: Locale) => composeBookingEmail(sampleDemoLead(locale), SAMPLE_BOOKINGS[change], sampleBookingOptions(locale)),
    ]),
  ),
  'booking-booked-with-request': (locale) =>
    composeBookingEmail(sampleDemoLead(locale), SAMPLE_BOOKINGS.booked, sampleBookingOptions(locale, { withRequest: true })),
  'booking-reminder': (locale) => composeBookingReminder(sampleDemoLead(locale), SAMPLE_BOOKINGS.booked, sampleBookingOptions(locale)),
  ...Object.fromEntries(
    operations.map((operation) => [
      `team-notification-${operation.slug}`,
      (locale: Locale) => {
        const { lead, otherLeads } = sampleTeamLead(operation, locale);
        return composeTeamNotification(lead, { ...TEAM, otherLeads, locale });
      },
    ]),
  ),
  ...Object.fromEntries(
    CHANGES.map((change) => [
      `team-booking-${change}`,
      (locale: Locale) => {
        const { lead, otherLeads } = sampleTeamLead(operations.find(booksMeeting)!, locale);
        const meetingUrl = sampleBookingOptions(locale).meetingUrl;
        return composeBookingTeamNotice(lead, SAMPLE_BOOKINGS[change], change, {
          ...TEAM,
          timeZone: SAMPLE_TEAM_ZONE,
          meetingUrl,
          locale,
          otherLeads,
        });
      },
    ]),
  ),
  'team-digest': (locale) => {
    const leads = sampleDigestLeads(locale);
    return composeTeamDigest(
      leads,
      { mailFrom: FROM, teamEmail: TEAM.teamEmail, locale },
      new Map([[leads[0]!.id, sampleOtherLeads(leads[0]!)]]),
    );
  },
  'team-dead-letter': (locale) => {
    const { lead, otherLeads } = sampleTeamLead(operations[0], locale);
    return composeDeadLetterNotice(lead, 'confirmation-email', { ...TEAM, locale, otherLeads });
  },
};

/** The preview as `email dev` renders it: the default export, given its PreviewProps (or the props editor's JSON of them). */
function renderPreview(name: string, locale: Locale, props?: object) {
  const Preview = previewTemplate(name, locale);
  return render(createElement(Preview, props ?? Preview.PreviewProps));
}

describe('the email preview', () => {
  it('lists every email the delivery sends, each once, under a file name', () => {
    const names = EMAIL_PREVIEWS.map((preview) => preview.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(names.sort()).toEqual(Object.keys(DELIVERED).sort());
  });

  it('writes a file per email and language, each with a default export (what `email dev` lists)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'email-previews-'));
    try {
      const folder = writePreviewFolder(root);
      expect(path.relative(root, folder)).toBe(PREVIEW_FOLDER);
      expect(readdirSync(folder).sort()).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) {
        const files = readdirSync(path.join(folder, locale)).sort();
        expect(files).toEqual(EMAIL_PREVIEWS.map(({ name }) => `${name}.tsx`).sort());
        for (const file of files) {
          const source = readFileSync(path.join(folder, locale, file), 'utf8');
          // React Email lists a .tsx file as an email when it has a default export.
          expect(source).toMatch(/\bexport\s+default\b/);
          expect(source).toContain(`previewTemplate('${file.replace(/\.tsx$/, '')}', '${locale}')`);
        }
      }
      expect(previewFiles()).toHaveLength(EMAIL_PREVIEWS.length * LOCALES.length);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses an email it does not list, naming the list', () => {
    expect(() => previewTemplate('newsletter', 'en')).toThrow(/No email preview is named newsletter.*email-previews\.tsx/);
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(EMAIL_PREVIEWS.map(({ name }) => name))('%s is the mail the delivery composes for the same sample', async (name) => {
      const html = await renderPreview(name, locale);
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      expect(html).not.toMatch(RAW_KEY);
      const delivered = await DELIVERED[name]!(locale);
      expect(html).toBe(delivered.html);
      // The props editor of `email dev` round-trips the props through JSON: the preview must survive it.
      const { PreviewProps } = previewTemplate(name, locale);
      expect(await renderPreview(name, locale, JSON.parse(JSON.stringify(PreviewProps)))).toBe(html);
    });
  });
});

describe('a preview file, bundled as `email dev` bundles it', () => {
  // Inside the project, as the real folder is, so that esbuild finds tsconfig.json's `@/` paths.
  mkdirSync(path.join(process.cwd(), '.test-data'), { recursive: true });
  const root = mkdtempSync(path.join(process.cwd(), '.test-data', 'email-previews-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('builds without the store, the queue, the PDF renderer or the providers', async () => {
    const folder = writePreviewFolder(root);
    // esbuild as React Email runs it (@react-email/ui's get-email-component.ts): bundle everything, for Node.
    const result = await build({
      entryPoints: [path.join(folder, 'es', 'booking-moved.tsx'), path.join(folder, 'en', 'team-digest.tsx')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      write: false,
      outdir: 'stdout',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.startsWith('emails/booking-email'))).toBe(true);
    expect(
      inputs.filter((input) => /^lib\/(store|queue)\/|node_modules\/(pg|pg-boss|@electric-sql|@react-pdf|@hubspot|resend)\//.test(input)),
    ).toEqual([]);
  });
});
