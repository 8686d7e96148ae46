import type { Locale } from '@/lib/i18n/locales';
import { translatorFor, type Translate } from '@/lib/i18n/messages';
import type { Assumption, Quotation, QuotationLine } from './calculate';
import { formatMoney } from './money';

/**
 * A quotation's words in a person's language, shared by the PDF, the confirmation, the answer and
 * the team's tools: one wording of each line, assumption and figure.
 */

export function lineLabel(line: QuotationLine, t: Translate): string {
  switch (line.kind) {
    case 'courts':
      return t('quotation.lines.courts', { band: t(`values.numberOfCourts.${line.band!}`) });
    case 'module':
      return t('quotation.lines.module', { feature: t(`values.features.${line.feature!}`) });
    default:
      return t(`quotation.lines.${line.kind}`);
  }
}

export function assumptionText(assumption: Assumption, t: Translate): string {
  switch (assumption.field) {
    case 'numberOfCourts':
      return assumption.reason === 'missing'
        ? t('quotation.assumptions.numberOfCourtsMissing', { count: assumption.assumed })
        : t('quotation.assumptions.numberOfCourtsSmallestOfBand', { count: assumption.assumed });
    case 'numberOfLocations':
      return t('quotation.assumptions.numberOfLocationsMissing');
    case 'features':
      return t('quotation.assumptions.featuresMissing');
  }
}

/**
 * An assumption as the team reads it: the person's wording says "your answer", which is the lead's
 * to the team (docs/decisions.md "The team's word": a team text speaks to the team).
 */
export function teamAssumptionText(assumption: Assumption, t: Translate): string {
  if (assumption.field === 'numberOfCourts' && assumption.reason !== 'missing')
    return t('emails.team.fewestCourts', { count: assumption.assumed });
  return assumptionText(assumption, t);
}

/** A date of the quotation (YYYY-MM-DD) as the person writes dates: "27 December 2026". */
export function quotationDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Whether the quotation's amounts include VAT, as the person's language says it beside a price
 * ("excl. VAT", "HT", "zzgl. MwSt."). A quotation stored before the price list said so was net: the
 * list's figures were net until it said which.
 */
export function vatWords(quotation: Pick<Quotation, 'vat'>, t: Translate): string {
  return t(`quotation.vat.${quotation.vat ?? 'excluded'}`);
}

/** The sentence that says it for every price shown together: a page, an estimate, the PDF. */
export function vatNote(quotation: Pick<Quotation, 'vat'>, t: Translate): string {
  return t('quotation.vatNote', { vat: vatWords(quotation, t) });
}

/** What the quotation left out at the person's word, one sentence each (stored before there was a choice: nothing). */
export function leftOutTexts(quotation: Pick<Quotation, 'leftOut'>, t: Translate): string[] {
  return (quotation.leftOut ?? []).map((item) => t(`quotation.leftOut.${item}`));
}

/** The totals as the person reads them; "from" before the monthly fee when the quotation assumed an answer; with or without VAT. */
export function quotationFigures(quotation: Quotation, locale: Locale) {
  const t = translatorFor(locale);
  const money = (minor: number) => formatMoney(minor, quotation, locale);
  const from = (amount: string) => (quotation.assumptions.length ? t('quotation.fromAmount', { amount }) : amount);
  return {
    monthly: from(money(quotation.monthly)),
    setUp: money(quotation.setUp),
    firstYear: from(money(quotation.firstYear)),
    validUntil: quotationDate(quotation.validUntil, locale),
    vat: vatWords(quotation, t),
  };
}

/** The sentences an answer or a notice gives of a quotation: the figures, then what it assumed. */
export function quotationSummary(quotation: Quotation, locale: Locale): string {
  const t = translatorFor(locale);
  const sentence = t('quotation.answer', quotationFigures(quotation, locale));
  if (!quotation.assumptions.length) return sentence;
  const assumptions = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    quotation.assumptions.map((item) => assumptionText(item, t)),
  );
  return `${sentence} ${t('quotation.answerAssumes', { assumptions })}`;
}
