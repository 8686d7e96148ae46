/**
 * Issue 49 item 4: a save only the server could refuse is marked on the box at fault. These read the
 * server's lines (lib/content-editor/editor-api.ts `notSaved`, whose lines the save check writes)
 * and name the boxes by the labels a marketer sees; the browser test marks them on the form
 * (tests/e2e/editor-collections.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/lib/collection-registry/registry';
import { collectionProblems } from '@/lib/collections/collection-rules';
import { fieldLabels, refusedBoxes, refusedLines } from '@/lib/content-editor/refused-boxes';
import { FAQ_COLLECTION } from '@/lib/faq/faq-collection';

const ENTRY = 'content/faq/court-lights.json';
const IMAGE = 'public/faq/court-lights/image.png';

describe('the boxes a refused save names', () => {
  it('reads each line of the refusal: the file, the box in it, and why', () => {
    const text = [
      'Not saved:',
      `${ENTRY} order: 10 is also the order of content/faq/branded-member-app.json; give each entry its own.`,
      `${ENTRY} imageAlt.es: missing: say what the picture shows.`,
      `${IMAGE}: the image is 300 × 200 pixels; it must be at least 600 × 300.`,
    ].join('\n');
    expect(refusedLines(text)).toEqual([
      { file: ENTRY, box: 'order', problem: '10 is also the order of content/faq/branded-member-app.json; give each entry its own.' },
      { file: ENTRY, box: 'imageAlt.es', problem: 'missing: say what the picture shows.' },
      { file: IMAGE, box: '', problem: 'the image is 300 × 200 pixels; it must be at least 600 × 300.' },
    ]);
    expect(refusedLines('{"error":{"code":"INTERNAL"}}')).toEqual([]);
  });

  it('names the boxes of the entry saved by their labels, the image on its own box, and not the other entry', () => {
    const shipped = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/faq/branded-member-app.json'), 'utf8')) as {
      order: number;
    };
    const files = { 'branded-member-app': shipped, 'court-lights': { ...shipped } };
    // The very lines the save check writes for an order taken twice.
    const orderLines = collectionProblems(FAQ_COLLECTION, files).filter((line) => line.includes(' order: '));
    expect(orderLines).toEqual([expect.stringMatching(new RegExp(`^${ENTRY} order: ${shipped.order} is also the order of`))]);
    const lines = refusedLines(['Not saved:', ...orderLines, `${ENTRY} imageAlt.es: missing.`, `${IMAGE}: too small.`].join('\n'));
    const other = refusedLines(`Not saved:\ncontent/faq/branded-member-app.json order: ${shipped.order} is also the order of ${ENTRY}.`);
    expect(refusedBoxes([...lines, ...other], [ENTRY, IMAGE], COLLECTIONS)).toEqual([
      { labels: ['Place in the list'], problem: expect.stringContaining('is also the order of content/faq/branded-member-app.json') },
      { labels: ['What the picture shows (alt text)', 'Español'], problem: 'missing.' },
      { labels: ['Picture (optional)'], problem: 'too small.' },
    ]);
  });

  it('leaves to the red band what has no box: a file as a whole, a path without labels', () => {
    expect(fieldLabels(FAQ_COLLECTION.editor.schema, ['']) ?? []).toEqual([]);
    expect(fieldLabels(FAQ_COLLECTION.editor.schema, ['blocks 2 (features) cards'])).toBeUndefined();
    expect(refusedBoxes(refusedLines(`Not saved:\n${ENTRY}: the file's name must be kebab-case.`), [ENTRY], COLLECTIONS)).toEqual([]);
    expect(
      refusedBoxes(refusedLines('Not saved:\nmessages/fr.json product.tagline: too long.'), ['messages/fr.json'], COLLECTIONS),
    ).toEqual([]);
  });
});
