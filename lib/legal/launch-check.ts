import { collectionFilePath } from '@/lib/content-rules/collection-files';
import { FAQ_COLLECTION } from '@/lib/faq/faq-collection';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import {
  SAMPLE_SITE_VALUES,
  SAMPLE_TERMS_VERSION,
  SHIPPED_SITE_VALUES_TO_CONFIRM,
  SITE_CONTENT_FILE,
  TERMS_VERSION_KEY,
} from './sample-values';

/**
 * Which of the shipped sample values are still in the content (./sample-values.ts): what
 * `npm run check:launch` prints and the production server counts in its one warning line.
 */

/** One value as found: the file, the key in it, the text. */
export interface Finding {
  file: string;
  key: string;
  value: string;
}

export interface LaunchFindings {
  /** Still the sample's: the site must not go live with any of them. */
  sample: Finding[];
  /** As shipped, but a real company may share them: the operator confirms them. */
  toConfirm: Finding[];
  /** FAQ answers marked as stating facts the company must confirm (a term, a fee, hours): listed, never counted as sample. */
  answersToConfirm: AnswerToConfirm[];
}

/** An FAQ answer marked `confirm` (content/faq/<name>.json): its file, its English question, and what to confirm. */
export interface AnswerToConfirm {
  file: string;
  question: string;
  confirm: string;
}

/**
 * The FAQ entries (files of content/faq/ by name) whose `confirm` says what the company must confirm,
 * by file name. Read loosely: the FAQ's own rules (the editor, `npm run check:i18n`) judge the rest.
 */
export function faqAnswersToConfirm(faqFiles: Readonly<Record<string, unknown>>): AnswerToConfirm[] {
  return Object.keys(faqFiles)
    .sort()
    .flatMap((slug) => {
      const confirm = textAt(faqFiles[slug], 'confirm')?.trim();
      return confirm
        ? [{ file: collectionFilePath(FAQ_COLLECTION.folder, slug), question: textAt(faqFiles[slug], 'question.en') ?? '', confirm }]
        : [];
    });
}

/** The text at a dotted key, or undefined. */
function textAt(copy: unknown, key: string): string | undefined {
  let node = copy;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The same text whatever its spacing and case: "ESB 00000000" is still the sample's number. */
const same = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

function matching(file: string, copy: unknown, shipped: Readonly<Record<string, string>>): Finding[] {
  return Object.entries(shipped).flatMap(([key, sample]) => {
    const value = textAt(copy, key);
    return value !== undefined && same(value, sample) ? [{ file, key, value }] : [];
  });
}

/**
 * The sample values still in content/site.json and in each language's messages, and the FAQ's answers
 * marked to confirm (the files of content/faq/ by name; none given, none listed).
 */
export function launchFindings(
  site: unknown,
  messages: Readonly<Record<Locale, unknown>>,
  faqFiles: Readonly<Record<string, unknown>> = {},
): LaunchFindings {
  return {
    sample: [
      ...matching(SITE_CONTENT_FILE, site, SAMPLE_SITE_VALUES),
      ...LOCALES.flatMap((locale) =>
        matching(`messages/${locale}.json`, messages[locale], { [TERMS_VERSION_KEY]: SAMPLE_TERMS_VERSION[locale] }),
      ),
    ],
    toConfirm: matching(SITE_CONTENT_FILE, site, SHIPPED_SITE_VALUES_TO_CONFIRM),
    answersToConfirm: faqAnswersToConfirm(faqFiles),
  };
}

/** Whether the company named on the pages is still the sample's (the legal notice says so while it is). */
export const isSampleCompany = (findings: LaunchFindings) => findings.sample.some((finding) => finding.file === SITE_CONTENT_FILE);

const line = ({ file, key, value }: Finding) =>
  `  ${file} ${key}: ${JSON.stringify(value)}${key === TERMS_VERSION_KEY ? ' (the terms are the sample template: have them reviewed, put the reviewed text in place, then replace this line with the version and its date)' : ''}`;

/** What `npm run check:launch` prints, and whether the site may go live. */
export function launchReport(findings: LaunchFindings): { lines: string[]; ok: boolean } {
  const { sample, toConfirm, answersToConfirm } = findings;
  const lines = sample.length
    ? [
        `${sample.length} ${sample.length === 1 ? 'value is' : 'values are'} still the shipped sample; replace each before going live (CONTENT.md "The company's identity"):`,
        ...sample.map(line),
      ]
    : ['No sample value is left: the company and the terms are your own.'];
  if (toConfirm.length) lines.push('As shipped, and a real company may share them; confirm each is yours:', ...toConfirm.map(line));
  if (answersToConfirm.length)
    lines.push(
      `${answersToConfirm.length} ${answersToConfirm.length === 1 ? 'answer of the FAQ states' : 'answers of the FAQ state'} facts the company must confirm (${FAQ_COLLECTION.folder}/); correct each in every language if needed, then empty its box "Facts to confirm before launch" in the editor (CONTENT.md "Questions and answers"):`,
      ...answersToConfirm.map(({ file, question, confirm }) => `  ${file} ${JSON.stringify(question)}: ${confirm}`),
    );
  return { lines, ok: sample.length === 0 };
}

/** The production server's one warning line, or nothing when no sample value is left. */
export function sampleValuesWarning(findings: LaunchFindings): string | undefined {
  const count = findings.sample.length;
  if (!count) return undefined;
  return `${count} ${count === 1 ? 'value' : 'values'} of the company's identity and terms ${count === 1 ? 'is' : 'are'} still the shipped sample: run \`npm run check:launch\` to list them, and replace them before going live.`;
}
