/**
 * proxy.ts spells the languages out in its matcher (Next.js reads it without running the file):
 * they must be the site's languages, or a new language's pages would be sent through next-intl's
 * redirects, and its form posts rendered without a nonce.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';

const source = readFileSync(path.resolve(import.meta.dirname, '../../proxy.ts'), 'utf8');
const matcher = source.slice(source.indexOf('export const config'));

describe("proxy.ts's matcher", () => {
  it('names exactly the languages of LOCALES wherever it names languages', () => {
    const lists = [...matcher.matchAll(/\((?:\?:)?((?:[a-z]{2}\|)+[a-z]{2})\)/g)].map((match) => match[1]);
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const list of lists) expect(list).toBe(LOCALES.join('|'));
  });
});
