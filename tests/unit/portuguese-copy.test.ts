/**
 * The Portuguese copy is read in Portugal and in Brazil, by women as by men (issue 45 item 6): it
 * addresses no one in the masculine ("Obrigado" said to her, "contactá-lo", "bem-vindo"), and where
 * a word means another thing in Brazil a neutral one is used ("ligação" is a phone call there: a
 * meeting's "link", a network's "conexão").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from '@/scripts/check-i18n';
import pt from '@/messages/pt.json';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FAQ = path.join(ROOT, 'content/faq');

/** Every Portuguese text: the messages, and the FAQ entries' `pt` fields. */
function portugueseTexts(): { where: string; text: string }[] {
  const messages = flattenKeys(pt).map((key) => ({
    where: key,
    text: key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], pt) as string,
  }));
  const faq = readdirSync(FAQ)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const texts: { where: string; text: string }[] = [];
      JSON.stringify(JSON.parse(readFileSync(path.join(FAQ, file), 'utf8')), (key, value) => {
        if (key === 'pt' && typeof value === 'string') texts.push({ where: file, text: value });
        return value;
      });
      return texts;
    });
  return [...messages, ...faq];
}

const MASCULINE_ADDRESS =
  /\b[Oo]brigad[oa]\b|contactá-lo|contacta-o\b|\bo possa contactar|\bde o contactar|\b[Bb]em-vind[oa]\b|\bo próprio\b/;

describe('the Portuguese copy', () => {
  it('addresses nobody in the masculine', () => {
    expect(portugueseTexts().filter(({ text }) => MASCULINE_ADDRESS.test(text))).toEqual([]);
  });

  it('says "link" or "conexão", never "ligação", which Brazil reads as a phone call', () => {
    expect(portugueseTexts().filter(({ text }) => /ligaç/i.test(text))).toEqual([]);
  });

  it('thanks as a team ("Agradecemos"), and names the Azores with their article', async () => {
    expect(pt.api.thanks).toMatch(/^Agradecemos/);
    const { zoneLabel } = await import('@/lib/scheduling/zone-label');
    expect(zoneLabel('Atlantic/Azores', 'pt')).toBe('hora dos Açores');
  });
});
