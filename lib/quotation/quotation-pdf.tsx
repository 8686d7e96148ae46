import type { Locale } from '@/lib/i18n/locales';
import { translatorFor, type Translate } from '@/lib/i18n/messages';
import { postalAddressIn } from '@/lib/site/postal-address';
import { SITE } from '@/lib/site/site-content';
import type { Quotation, QuotationLine } from './calculate';
import { formatMoney } from './money';
import { renderPdf } from '@/lib/pdf/branded-pdf';
import { pdfFonts } from '@/lib/pdf/pdf-fonts';
import { pdfText } from '@/lib/pdf/pdf-text';
import { assumptionText, leftOutTexts, lineLabel, quotationDate, quotationFigures, vatNote } from './quotation-copy';
import { QuotationDocument, type QuotationDocumentProps, type QuotationRow } from './quotation-document';

/**
 * The quotation PDF attached to a quote's confirmation (docs/decisions.md "Prices"), in the lead's
 * language. Like every mail to a person it carries nothing the requester typed but the given name
 * (lib/abuse/greeting-name.ts) and the club's name and city by the rule "your club" draws a name by
 * (lib/abuse/mailable-club.ts), both applied by the caller (lib/delivery/quotation-attachment.ts):
 * the rest is the reference, the stored quotation and our copy. The
 * same lead makes the same bytes every time (its dates are the quotation's, and the file ID is a
 * hash of them), so a retried confirmation is the same message under Resend's idempotency key, and
 * a person's export can make it again from the stored quotation.
 */

/** What the PDF is made from: a stored lead's reference, language and quotation, and the name it may greet. */
export interface QuotedLead {
  reference: string;
  locale: Locale;
  /** The given name as `greetingName` lets a message use it; undefined for none. */
  givenName: string | undefined;
  /** The club's name and city as `mailableClub` (lib/abuse/mailable-club.ts) lets a message repeat them; undefined for none. */
  club?: { name?: string; city?: string };
  quotation: Quotation;
}

export function quotationFileName(lead: Pick<QuotedLead, 'reference' | 'locale'>): string {
  const product = SITE.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${product}-${translatorFor(lead.locale)('quotation.pdf.fileName')}-${lead.reference}.pdf`;
}

export async function renderQuotationPdf(lead: QuotedLead): Promise<Buffer> {
  const { writes } = await pdfFonts();
  return renderPdf(<QuotationDocument {...quotationDocumentProps(lead, writes)} />);
}

/**
 * Every text of the PDF, worded and formatted in the lead's language; `writes` says whether the
 * PDF's fonts write a text whole (lib/pdf/pdf-fonts.ts).
 */
export function quotationDocumentProps(
  { reference, locale, givenName, club, quotation }: QuotedLead,
  writes: (text: string) => boolean,
): QuotationDocumentProps {
  const t = translatorFor(locale);
  const money = (minor: number) => formatMoney(minor, quotation, locale);
  const figures = quotationFigures(quotation, locale);
  const title = t('quotation.pdf.title');
  const table = (period: QuotationLine['period'], tableTitle: string, total: { label: string; amount: string }) => ({
    title: tableTitle,
    rows: quotation.lines.filter((line) => line.period === period).map((line) => row(line, t, locale, money)),
    total,
  });
  const monthlyTotal = { label: t('quotation.pdf.monthlyTotal'), amount: figures.monthly };
  const setUpTotal = { label: t('quotation.pdf.setUpTotal'), amount: figures.setUp };
  // Every text as the fonts write it, the copy's included (French puts U+202F before a colon).
  return pdfTexts({
    locale,
    meta: { title: `${title} ${reference}`, author: SITE.companyName, date: new Date(`${quotation.issuedOn}T00:00:00Z`) },
    product: SITE.productName,
    title,
    preparedFor: preparedFor(givenName, club, t, writes),
    facts: [
      { label: t('quotation.pdf.reference'), value: reference },
      { label: t('quotation.pdf.date'), value: quotationDate(quotation.issuedOn, locale) },
      { label: t('quotation.pdf.validUntil'), value: figures.validUntil },
    ],
    columns: {
      item: t('quotation.pdf.item'),
      quantity: t('quotation.pdf.quantity'),
      unitPrice: t('quotation.pdf.unitPrice'),
      amount: t('quotation.pdf.amount'),
    },
    tables: [table('month', t('quotation.pdf.monthlyTitle'), monthlyTotal), table('once', t('quotation.pdf.setUpTitle'), setUpTotal)],
    summary: [
      monthlyTotal,
      setUpTotal,
      ...(quotation.yearlyDiscount > 0
        ? [
            {
              label: t('quotation.pdf.yearlyDiscount', { percent: quotation.yearlyTermDiscountPercent }),
              amount: money(-quotation.yearlyDiscount),
            },
          ]
        : []),
      { label: t('quotation.pdf.firstYear'), amount: figures.firstYear, strong: true },
    ],
    notes: [vatNote(quotation, t), ...leftOutTexts(quotation, t)],
    assumptions: quotation.assumptions.length
      ? { title: t('quotation.pdf.assumptionsTitle'), items: quotation.assumptions.map((item) => assumptionText(item, t)) }
      : undefined,
    indicative: t('quotation.pdf.indicative'),
    footer: `${SITE.companyName} · ${postalAddressIn(locale)} · ${SITE.publicPhone}`,
  });
}

/** A value with each of its strings, however deep, written as the fonts can (pdfText); dates and numbers as they are. */
function pdfTexts<T>(value: T): T {
  if (typeof value === 'string') return pdfText(value) as T;
  if (Array.isArray(value)) return value.map(pdfTexts) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pdfTexts(item)])) as T;
  }
  return value;
}

/**
 * Who the quotation is for: the given name and the club (with its city), either alone, or neither.
 * A name the fonts cannot write (Cyrillic, Han, the rarest Latin letters) is left out rather than
 * drawn as blanks, as "your club"'s image leaves it out (the same fonts).
 */
function preparedFor(
  givenName: string | undefined,
  club: QuotedLead['club'],
  t: Translate,
  writes: (text: string) => boolean,
): string | undefined {
  const name = givenName && writes(givenName) ? givenName : undefined;
  const clubName = club?.name && writes(club.name) ? club.name : undefined;
  const city = clubName && club?.city && writes(club.city) ? club.city : undefined;
  const named = clubName && (city ? t('quotation.pdf.clubWithCity', { club: clubName, city }) : clubName);
  if (name && named) return t('quotation.pdf.preparedForClub', { name, club: named });
  const alone = name ?? named;
  return alone ? t('quotation.pdf.preparedFor', { name: alone }) : undefined;
}

function row(line: QuotationLine, t: Translate, locale: Locale, money: (minor: number) => string): QuotationRow {
  const label = lineLabel(line, t);
  // A module that comes with the platform has no price to multiply.
  if (line.kind === 'module' && line.unit === 0) return { label, quantity: '', unitPrice: '', amount: t('quotation.lines.included') };
  return {
    label,
    quantity: new Intl.NumberFormat(locale).format(line.quantity),
    unitPrice: money(line.unit),
    amount: money(line.amount),
  };
}
