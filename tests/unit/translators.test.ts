/**
 * One translator per locale for the process (lib/i18n/messages.ts), so that use-intl's parsed
 * messages and Intl formatters are made once rather than for every answer, email and event; each
 * still formats in its own language, with the values of each call.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';

describe('translatorFor', () => {
  it('gives the one translator of each locale', () => {
    for (const locale of LOCALES) expect(translatorFor(locale)).toBe(translatorFor(locale));
    expect(translatorFor('de')).not.toBe(translatorFor('en'));
  });

  it('formats each call with its own values, in its own language', () => {
    const court = (locale: 'en' | 'de', number: number) => translatorFor(locale)('productScreens.memberApp.court', { number });
    expect(court('en', 1)).toBe('Court 1');
    expect(court('en', 2)).toBe('Court 2');
    expect(court('de', 3)).toMatch(/3/);
    expect(court('de', 3)).not.toBe('Court 3');
  });
});
