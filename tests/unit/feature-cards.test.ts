/**
 * The feature cards as content (content/feature-cards/, lib/feature-cards/): the shipped files keep
 * the rules and the bundler's glob imports exactly the folder's files; a broken file is refused naming the file and the field, by the
 * build (loadFeatureCards) and by `npm run check:i18n` (the folder's problems); the home page and the
 * brochure read the cards in the page's language and order.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionFolderProblems } from '@/lib/collections/collection-folder';
import { collectionProblems, loadCollection } from '@/lib/collections/collection-rules';
import type { CollectionFiles } from '@/lib/collections/content-collection';
import { siteFiles } from '@/lib/collections/site-files';
import { CollectionContentError } from '@/lib/content-rules/collection-files';
import { FEATURE_CARDS_COLLECTION, TEXT_LENGTH } from '@/lib/feature-cards/feature-card-collection';
import { featureCardItems } from '@/lib/feature-cards/feature-card-items';
import { LOCALES } from '@/lib/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FEATURE_CARD_FILES = siteFiles(FEATURE_CARDS_COLLECTION);
const featureCardProblems = (files: CollectionFiles) => collectionProblems(FEATURE_CARDS_COLLECTION, files);
const loadFeatureCards = (files: CollectionFiles) => loadCollection(FEATURE_CARDS_COLLECTION, files);
const featureCardFolderProblems = (root: string) => collectionFolderProblems(FEATURE_CARDS_COLLECTION, root);
const FOLDER = path.join(ROOT, 'content/feature-cards');
const perLocale = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, `${text} (${locale})`]));

/** A valid card, to break one field at a time. */
function card(overrides: Record<string, unknown> = {}) {
  return {
    order: 10,
    screen: 'payment',
    title: perLocale('Payments'),
    text: perLocale('Card and wallet payments at booking.'),
    ...overrides,
  };
}

describe('the feature cards as shipped', () => {
  it('keep the rules, each in its own place, and the site imports exactly the folder’s files', async () => {
    expect(featureCardProblems(FEATURE_CARD_FILES)).toEqual([]);
    expect(await featureCardFolderProblems(ROOT)).toEqual([]);
    const onDisk = readdirSync(FOLDER).map((name) => name.replace(/\.json$/, ''));
    expect(Object.keys(FEATURE_CARD_FILES).sort()).toEqual(onDisk.sort());
    for (const slug of onDisk)
      expect(FEATURE_CARD_FILES[slug]).toEqual(JSON.parse(readFileSync(path.join(FOLDER, `${slug}.json`), 'utf8')));
  });

  it('come in their order, in the page’s language, a screen only where the file names one', () => {
    const cards = loadFeatureCards(FEATURE_CARD_FILES);
    const items = featureCardItems('de', cards);
    expect(items.map((item) => item.slug)).toEqual([...cards].sort((a, b) => a.order - b.order).map((entry) => entry.slug));
    expect(items.map((item) => item.title)).toEqual(cards.map((entry) => entry.title.de));
    expect(items.filter((item) => item.screen).map((item) => item.screen)).toEqual(
      cards.filter((entry) => entry.screen !== 'none').map((entry) => entry.screen),
    );
  });
});

describe('a feature card file that breaks a rule is refused, naming the file and the field', () => {
  it('accepts the valid card the cases below break', () => {
    expect(featureCardProblems({ payments: card() })).toEqual([]);
  });

  it('a language missing from the text', () => {
    const text: Record<string, string> = { ...card().text };
    delete text.pt;
    expect(featureCardProblems({ payments: card({ text }) })).toEqual([
      'content/feature-cards/payments.json text.pt: missing: write the text in this language.',
    ]);
  });

  it('a screen that is not one of the product screens', () => {
    expect(featureCardProblems({ payments: card({ screen: 'tablet' }) })).toEqual([
      'content/feature-cards/payments.json screen: must be one of member-app, club-website, front-desk, payment, owner-dashboard, none.',
    ]);
  });

  it('two cards with the same order, and a file name that is not kebab-case', () => {
    expect(featureCardProblems({ payments: card({ order: 20 }), Open_Matches: card({ order: 20 }) })).toEqual([
      expect.stringMatching(/^content\/feature-cards\/Open_Matches\.json: .*kebab-case/),
      'content/feature-cards/Open_Matches.json order: 20 is also the order of content/feature-cards/payments.json; give each entry its own.',
    ]);
  });

  it('HTML, a placeholder, a text too long, a missing order and a field cards do not have', () => {
    const title = { ...card().title, fr: '<b>Paiements</b>' };
    const text = { ...card().text, es: 'Pagos con {product} al reservar.', de: 'x'.repeat(TEXT_LENGTH.max + 1) };
    const withoutOrder: Record<string, unknown> = card({ title, text, colour: 'green' });
    delete withoutOrder.order;
    const problems = featureCardProblems({ payments: withoutOrder });
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/feature-cards/payments.json order: missing: write a whole number.',
        'content/feature-cards/payments.json colour: Unrecognized key: "colour".',
        expect.stringMatching(/^content\/feature-cards\/payments\.json title\.fr: plain text only/),
        expect.stringMatching(/^content\/feature-cards\/payments\.json text\.es: no placeholders/),
        'content/feature-cards/payments.json text.de: write at most 300 characters.',
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it('and loading such files throws with every problem, so the build fails', () => {
    expect(() => loadFeatureCards({ payments: card({ screen: 'tablet' }) })).toThrow(CollectionContentError);
    expect(() => loadFeatureCards({ payments: card({ screen: 'tablet' }) })).toThrow(/content\/feature-cards\/payments\.json screen/);
  });

  it('check:i18n accepts a file added with no code, and names one that is not JSON and one that breaks a rule', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'feature-cards-'));
    mkdirSync(path.join(root, 'content/feature-cards'), { recursive: true });
    for (const name of readdirSync(FOLDER))
      writeFileSync(path.join(root, 'content/feature-cards', name), readFileSync(path.join(FOLDER, name)));
    writeFileSync(path.join(root, 'content/feature-cards/new-card.json'), JSON.stringify(card({ order: 900 })));
    writeFileSync(path.join(root, 'content/feature-cards/broken.json'), '{ "order": ');
    const payments = JSON.parse(readFileSync(path.join(FOLDER, 'payments.json'), 'utf8'));
    writeFileSync(path.join(root, 'content/feature-cards/payments.json'), JSON.stringify({ ...payments, screen: 'tablet' }));
    expect(await featureCardFolderProblems(root)).toEqual([
      'content/feature-cards/broken.json: not valid JSON.',
      expect.stringMatching(/^content\/feature-cards\/payments\.json screen: must be one of/),
    ]);
  });
});
