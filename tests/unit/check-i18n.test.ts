/** `npm run check:i18n` finds keys missing from a locale and keys no code uses. */
import { describe, expect, it } from 'vitest';
import { operations } from '@/lib/operations/registry';
import { MESSAGES } from '@/lib/i18n/messages';
import { checkMessages, operationCopyProblems } from '../../scripts/check-i18n';

const sources = [
  "t('site.title'); t(`values.sports.${sport}`);",
  "const t = await getTranslations('developers'); t('intro'); t(`errors.${code}`); `${a}.${b}`;",
];

describe('checkMessages', () => {
  it('accepts keys used whole, below a namespace, or through a template', () => {
    const messages = {
      site: { title: 'T' },
      values: { sports: { padel: 'Padel' } },
      developers: { intro: 'I', errors: { NOT_FOUND: 'N' } },
    };
    expect(checkMessages({ en: messages, de: messages }, sources)).toEqual([]);
  });

  it('names a key missing from one locale', () => {
    expect(checkMessages({ en: { site: { title: 'T' } }, de: {} }, sources)).toEqual(['de: missing site.title']);
  });

  it('counts a key below a namespace only where the same file names the namespace', () => {
    const messages = { site: { title: 'T' }, notFound: { intro: 'N' } };
    // `intro` is named, but only in the file whose namespace is `developers`.
    expect(checkMessages({ en: messages }, sources)).toEqual(['unused: notFound.intro']);
  });

  it('names a key no code uses, even with a wordless template around', () => {
    const messages = { site: { title: 'T', orphan: 'O' } };
    expect(checkMessages({ en: messages }, sources)).toEqual(['unused: site.orphan']);
  });
});

describe('operationCopyProblems', () => {
  const slugs = operations.map((operation) => operation.slug);
  const block = { title: 'T', description: 'D', success: 'S' };

  it('accepts the messages as they are: every operation’s copy in its block', () => {
    expect(operationCopyProblems(MESSAGES, slugs)).toEqual([]);
  });

  it('names a registered operation without a block, and a block of no registered operation', () => {
    const [first, ...others] = slugs;
    const messages = { operations: { ...Object.fromEntries(others.map((slug) => [slug, block])), retired: block } };
    expect(operationCopyProblems({ de: messages }, slugs)).toEqual([
      `de: missing operations.${first}, the copy of a registered operation`,
      'de: operations.retired is no operation of the registry',
    ]);
  });

  it('names copy of an operation outside its block, wherever it sits', () => {
    const [slug] = slugs;
    const messages = {
      operations: Object.fromEntries(slugs.map((each) => [each, block])),
      api: { thanks: 'Thanks', success: { [slug!]: 'We have your request.' } },
      emails: { confirmation: { subject: { [slug!]: 'Your request' } } },
    };
    expect(operationCopyProblems({ en: messages }, slugs)).toEqual([
      `en: api.success.${slug} is copy of an operation: it belongs in operations.${slug}`,
      `en: emails.confirmation.subject.${slug} is copy of an operation: it belongs in operations.${slug}`,
    ]);
  });
});
