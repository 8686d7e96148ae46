import { after } from 'next/server';
import { headers } from 'next/headers';
import { attributionOfSubmission } from '@/lib/attribution/submission-attribution';
import { acceptSubmission } from '@/lib/acceptance/accept-submission';
import type { Intake } from '@/lib/acceptance/intake';
import { SubmissionRefused } from '@/lib/acceptance/submission-refused';
import { clientAddress } from '@/lib/api/client-address';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { translatorFor, type Translate } from '@/lib/i18n/messages';
import { booksMeeting, operations } from '@/lib/operations/registry';
import { logUnexpectedError } from '@/lib/logging/unexpected-error';
import { FORM_POST_LIMITED } from '@/lib/security/form-posts';
import { SITE } from '@/lib/site/site-content';
import { brochureUrl } from '@/lib/acceptance/success-message';
import { browserFilledFieldsOf } from '@/lib/operations/form-fields';
import { askedFieldsOf } from './asked-fields';
import { FORM_META, type EchoedValues, type FormState } from './form-state';
import { withCourtBand } from '@/lib/operations/court-bands';
import { echoedValues, payloadFromFormData } from './payload-from-form-data';
import { log } from '@/lib/logging/logger';
import { canonicalZone } from '@/lib/scheduling/display-time';
import { defaultZone } from '@/lib/scheduling/region-zone';
import { offeredSlots } from './offered-slots';
import { validateFormPayload } from './validate-form-payload';

/**
 * The server action behind every lead form: the same validation and the same acceptance function
 * as the API (docs/architecture.md "How a submission flows"), so a form works with JavaScript turned off and
 * a lead from a form is stored, limited and delivered exactly like one from the API. The action
 * itself is lib/runtime/lead-form-action.ts, which hands this its intake.
 */
export async function submitLeadWith(intake: Intake, formData: FormData): Promise<FormState> {
  const operation = operations.find((candidate) => candidate.slug === formData.get(FORM_META.operation));
  const requestedLocale = String(formData.get(FORM_META.locale) ?? '');
  const locale = isLocale(requestedLocale) ? requestedLocale : DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const unavailable = (values: EchoedValues): FormState => ({
    status: 'failed',
    reason: 'unavailable',
    message: t('forms.errors.unavailable', { email: SITE.publicEmail }),
    values,
  });
  if (!operation) return unavailable({});
  const fields = askedFieldsOf(operation);
  const values = echoedValues(fields, formData);
  const requestHeaders = await headers();

  // proxy.ts counted this post against the rate limit, and found it past (lib/security/form-posts.ts).
  const limitedFor = Number(requestHeaders.get(FORM_POST_LIMITED));
  if (limitedFor > 0) return rateLimited(t, limitedFor, values);

  // People never see the honeypot field; software that fills every field does. Such a submission
  // is answered like a success so the sender learns nothing, and nothing is stored or sent.
  if (String(formData.get(FORM_META.honeypot) ?? '') !== '') {
    log.warn({ component: 'forms', operation: operation.id }, 'honeypot field filled, submission dropped');
    return { status: 'accepted', message: '' };
  }

  const browserFilled = browserFilledFieldsOf(operation);
  // The form asks the exact number of courts; the contract's band goes with it, as an agent sends
  // both (here on the server: the browser's check needs no band, and its script stays small).
  const payload = withCourtBand(payloadFromFormData(fields, formData, browserFilled));
  if (operation.hasLocaleField) payload.locale = locale;
  const validation = validateFormPayload(operation, payload, browserFilled);
  if (!validation.ok) return { status: 'invalid', issues: validation.issues, values };

  // A demo request's zone: the browser's, else (no JavaScript, the zone list left on its first
  // choice) the Accept-Language region's, else the language's. Kept with the request, so that its
  // confirmation email offers the times in the zone the thank-you page shows them in.
  const timeZone =
    canonicalZone((validation.data as { timeZone?: unknown }).timeZone) ?? defaultZone(locale, requestHeaders.get('accept-language'));
  const data = browserFilled.includes('timeZone') ? { ...validation.data, timeZone } : validation.data;
  try {
    const submission = {
      operation,
      payload: data,
      locale,
      clientAddress: clientAddress(requestHeaders),
      attribution: attributionOfSubmission(formData.get(FORM_META.attribution), requestHeaders.get('referer')),
    };
    const { body, replayed, mailHeld } = await acceptSubmission(submission, intake);
    if (!replayed) after(intake.kickDeliveries);
    // A demo request's person may book the meeting now: the next free times, in their zone (above),
    // or none if the calendar fails (offeredSlots never throws).
    const slots = booksMeeting(operation) ? await offeredSlots(intake, { reference: body.reference, locale, timeZone }) : undefined;
    return {
      status: 'accepted',
      message: body.message,
      reference: body.reference,
      ...(slots ? { slots } : {}),
      ...(body.estimate ? { estimate: body.estimate } : {}),
      ...(mailHeld ? { mailHeld: true as const } : {}),
    };
  } catch (error) {
    if (error instanceof SubmissionRefused && error.reason === 'mailbox-limit') {
      // A brochure refused by the mailbox's cap is still hers: the page gives the download instead.
      const message = operation.sendsBrochure
        ? t('forms.errors.mailboxLimitedBrochure', { email: SITE.publicEmail, url: brochureUrl(locale) })
        : t('forms.errors.mailboxLimited', { email: SITE.publicEmail });
      return { status: 'failed', reason: 'rate-limited', message, values };
    }
    if (error instanceof SubmissionRefused && error.reason === 'client-rate-limit') {
      return rateLimited(t, error.details.retryAfterSeconds ?? 60, values);
    }
    logUnexpectedError('forms', error);
    return unavailable(values);
  }
}

function rateLimited(t: Translate, retryAfterSeconds: number, values: EchoedValues): FormState {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return { status: 'failed', reason: 'rate-limited', message: t('forms.errors.rateLimited', { minutes }), values };
}
