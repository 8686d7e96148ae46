/**
 * The copy editor's map of the site (lib/editor-fields/copy-sections.ts): every key of the English
 * messages has exactly one place, so a developer adding a key must give it one, and a marketer sees
 * plain words, never a key.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COPY_PAGES, OFF_SITE_PLACES } from '@/lib/editor-fields/copy-sections';
import { boxHelp, boxLabel, entryHolds, pageBlocks, sectionsOfKey, textsOf } from '@/lib/content-editor/section-boxes';
import { operations } from '@/lib/operations/registry';
import { NOINDEX_LINKED_PATHS, PAGE_PATHS } from '@/lib/site/site-pages';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Copy = { [key: string]: string | Copy };
const english = JSON.parse(readFileSync(path.join(ROOT, 'messages/en.json'), 'utf8')) as Copy;
const texts = textsOf(english);
const sections = COPY_PAGES.flatMap((page) => page.sections.map((section) => ({ page, section })));

/** A key or a developer's name: a dot between words, camelCase, snake_case, or the part of a key. */
const KEY_LIKE = /\w\.\w|\b[a-z]+[A-Z]\w*|\w_\w/;

describe('the copy editor’s map of the site', () => {
  it('places every key of messages/en.json in exactly one section', () => {
    const unplaced = texts.filter(([key]) => sectionsOfKey(key).length === 0).map(([key]) => key);
    const twice = texts.filter(([key]) => sectionsOfKey(key).length > 1).map(([key]) => key);
    expect(unplaced, 'keys without a section: add them to lib/editor-fields/copy-sections.ts').toEqual([]);
    expect(twice, 'keys in two sections').toEqual([]);
  });

  it('has a page for every operation’s form, from the registry, named as the team’s emails name the request', () => {
    for (const operation of operations) {
      const page = COPY_PAGES.find((candidate) => candidate.id === operation.slug);
      expect(
        page?.sections.some((section) => section.where === `/${operation.slug}`),
        operation.slug,
      ).toBe(true);
    }
    expect(COPY_PAGES.find((page) => page.id === 'quote')!.title).toBe('Quote form');
  });

  it('holds no entry that matches no key (a renamed key is moved, not left behind)', () => {
    const stale = sections.flatMap(({ section }) => section.keys.filter((entry) => !texts.some(([key]) => entryHolds(entry, key))));
    expect(stale).toEqual([]);
  });

  it('keeps each section in one top-level group of the files, so it shows as one block', () => {
    for (const { section } of sections) {
      const groups = new Set(
        texts.filter(([key]) => section.keys.some((entry) => entryHolds(entry, key))).map(([key]) => key.split('.')[0]),
      );
      expect(groups.size, section.title).toBe(1);
    }
  });

  it('links each section to a page of the site that exists, or names the place it shows', () => {
    const pages = new Set<string>([...PAGE_PATHS, ...NOINDEX_LINKED_PATHS]);
    for (const { section } of sections) {
      if (section.where in OFF_SITE_PLACES) continue;
      const exists = pages.has(section.where) || existsSync(path.join(ROOT, 'app/[locale]', section.where, 'page.tsx'));
      expect(exists, `${section.title}: ${section.where}`).toBe(true);
    }
  });

  it('speaks in plain words: titles, help and labels name no key, and each label is unique in its section', () => {
    const ids = new Set<string>();
    for (const page of COPY_PAGES) {
      expect(page.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(ids.has(page.id)).toBe(false);
      ids.add(page.id);
      expect(page.title).not.toMatch(KEY_LIKE);
      expect(new Set(page.sections.map((section) => section.title)).size).toBe(page.sections.length);
    }
    for (const { page, section } of sections) {
      expect(section.title, page.title).not.toMatch(KEY_LIKE);
      expect(section.help, section.title).not.toMatch(KEY_LIKE);
      const blocks = [...pageBlocks(page, english).values()].flat().filter((block) => block.section === section);
      const labels = blocks.flatMap((block) => block.boxes.map((box) => box.label));
      expect(new Set(labels).size, `${section.title}: ${labels.join(' | ')}`).toBe(labels.length);
      for (const box of blocks.flatMap((block) => block.boxes)) {
        expect(box.label, box.key).not.toMatch(KEY_LIKE);
        expect(box.label, box.key).not.toContain('.');
        expect(box.label.length, box.key).toBeLessThanOrEqual(90);
        expect(box.label, box.key).toMatch(/^[A-Z0-9“]/);
      }
    }
  });

  it('words a label from the key’s parts after the section’s common part, or from the English of a choice', () => {
    const form = sections.find(({ page, section }) => page.id === 'demo' && section.title === 'Heading and introduction')!.section;
    expect(boxLabel(form, 'operations.demo.page.metaTitle', 'Book a demo')).toBe('Title in the browser tab and search results');
    expect(boxLabel(form, 'operations.demo.page.paramDescriptions.phone', 'Phone')).toBe('Help for assistants: phone');
    const choices = sections.find(({ section }) => section.title === 'Choices')!.section;
    expect(boxLabel(choices, 'values.numberOfCourts.1-3', '1 to 3')).toBe('Number of courts: “1 to 3”');
    const hero = sections.find(({ section }) => section.title === 'Headline and introduction')!.section;
    expect(boxLabel(hero, 'product.tagline', 'x')).toBe('Headline');
  });

  it('tells what a translation keeps: the parts the site fills in, plural forms and link marks', () => {
    expect(boxHelp('Hello {name},')).toBe('The site fills in {name}: keep each as it is.');
    expect(boxHelp('{count, plural, one {# lead} other {# leads}}')).toContain('chooses words by a number');
    expect(boxHelp('Read our <link>privacy notice</link>.')).toContain('<link>…</link>');
    expect(boxHelp('Plain text.')).toBe('');
  });
});
