/** `npm run check:i18n` finds keys missing from a locale and keys no code uses. */
import { describe, expect, it } from 'vitest';
import { checkMessages } from '../../scripts/check-i18n';

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
