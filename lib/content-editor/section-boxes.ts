import { placeholdersOf } from './copy-rules';
import { COPY_PAGES, OFF_SITE_PLACES, type CopyPage, type CopySection, type OffSitePlace } from '@/lib/editor-fields/copy-sections';
import type { Copy } from './editor-config';

/** One box of the editor: the key it writes (the code's business), its plain label and help. */
export interface CopyBox {
  key: string;
  label: string;
  help: string;
  english: string;
}

/** A section as it shows inside one top-level group of the files. */
export interface SectionBlock {
  section: CopySection;
  boxes: CopyBox[];
}

/** Does a section's entry (a key, or a group ending in a dot) hold this key? */
export function entryHolds(entry: string, key: string): boolean {
  return entry.endsWith('.') ? key.startsWith(entry) : key === entry;
}

/** Every section holding a key, with its page: exactly one for a placed key (a unit test holds every key to that). */
export function sectionsOfKey(key: string): { page: CopyPage; section: CopySection }[] {
  return COPY_PAGES.flatMap((page) =>
    page.sections.filter((section) => section.keys.some((entry) => entryHolds(entry, key))).map((section) => ({ page, section })),
  );
}

/**
 * The boxes of one editor page, grouped by the files' top-level group they are stored in (the
 * editor has one field per top-level group, ./section-field.tsx), in the order of the files.
 */
export function pageBlocks(page: CopyPage, english: Copy): Map<string, SectionBlock[]> {
  const blocks = new Map<string, SectionBlock[]>();
  for (const [key, text] of textsOf(english)) {
    const section = page.sections.find((candidate) => candidate.keys.some((entry) => entryHolds(entry, key)));
    if (!section) continue;
    const group = key.split('.')[0]!;
    const list = blocks.get(group) ?? [];
    let block = list.find((candidate) => candidate.section === section);
    if (!block) list.push((block = { section, boxes: [] }));
    block.boxes.push({ key, label: boxLabel(section, key, text), help: boxHelp(text), english: text });
    blocks.set(group, list);
  }
  return blocks;
}

/** Key and text of every string of a copy, in the file's order. */
export function textsOf(copy: Copy | string, prefix = ''): [string, string][] {
  if (typeof copy === 'string') return [[prefix.replace(/\.$/, ''), copy]];
  return Object.entries(copy).flatMap(([key, value]) => textsOf(value, `${prefix}${key}.`));
}

/** The words of a key's parts that a marketer would not guess, in plain words. */
const WORDS: Record<string, string> = {
  title: 'Heading',
  metaTitle: 'Title in the browser tab and search results',
  cancelMetaTitle: 'Cancel page: title in the browser tab',
  metaDescription: 'Description in search results',
  intro: 'Introduction',
  cta: 'Button',
  submit: 'Send button',
  subject: 'Subject line',
  preview: 'Preview line in the inbox',
  leadName: 'Name of the request in the team’s emails',
  success: 'Thank-you message',
  successWithoutConfirmation: 'Thank-you message when no email could be sent',
  next: 'What happens next',
  navLink: 'Link in the menu',
  navLabel: 'Name of the menu for screen readers',
  paramDescriptions: 'Help for assistants',
  label: 'Sentence for screen readers',
  page: '',
  navDevelopers: 'Developers link in the menu',
  languagesLabel: 'Name of the language choice for screen readers',
  honeypot: 'Hidden box that catches robots (people never see it)',
  locale: 'Language',
};

/** A box's label: its own, the English of a choice, or the key's parts after the section's common part, in words. */
export function boxLabel(section: CopySection, key: string, english: string): string {
  const own = section.labels?.[key];
  if (own) return own;
  const parts = key.split('.').slice(commonParts(section));
  if (section.labelFromEnglish) return capitalize([...parts.slice(0, -1).map(words), `“${english}”`].filter(Boolean).join(': '));
  return capitalize(parts.map(words).filter(Boolean).join(': ')) || 'Text';
}

/** How many leading parts every entry of a section shares (`operations.demo.` for a form's entries). */
function commonParts(section: CopySection): number {
  const entries = section.keys.map((entry) => entry.replace(/\.$/, '').split('.'));
  let shared = 0;
  // An exact key keeps at least its last part: the label is never empty.
  const shortest = Math.min(...entries.map((parts, index) => parts.length - (section.keys[index]!.endsWith('.') ? 0 : 1)));
  while (shared < shortest && entries.every((parts) => parts[shared] === entries[0]![shared])) shared++;
  return shared;
}

/** A key's part in words: `successWithoutConfirmation` → "Thank-you message when…", `notFree` or `not-free` → "not free". */
function words(part: string): string {
  if (part in WORDS) return WORDS[part]!.charAt(0).toLowerCase() + WORDS[part]!.slice(1);
  return part
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)|(\d)([a-zA-Z])/g, '$1$3 $2$4')
    .replace(/[-_]+/g, ' ')
    .replace(/\b[A-Z]{2,}\b/g, (word) => word.toLowerCase())
    .toLowerCase()
    .trim();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a box's help says about its English text: the parts the site fills in, which a translation keeps. */
export function boxHelp(english: string): string {
  const placeholders = [...(placeholdersOf(english) ?? [])];
  const tags = placeholders.filter((placeholder) => placeholder.startsWith('<'));
  const filled = placeholders.filter((placeholder) => placeholder.startsWith('{'));
  const help: string[] = [];
  if (filled.some((placeholder) => !placeholder.includes(',')))
    help.push(`The site fills in ${filled.filter((placeholder) => !placeholder.includes(',')).join(', ')}: keep each as it is.`);
  if (filled.some((placeholder) => placeholder.includes(',')))
    help.push(
      'A part like {count, plural, one {…} other {…}} chooses words by a number: translate only the words inside the inner braces.',
    );
  if (tags.length)
    help.push(`The words between ${tags.map((tag) => `${tag}…${tag.replace('<', '</')}`).join(', ')} become a link: keep those marks.`);
  return help.join(' ');
}

/** Where a section shows, for its help: a path of the site in a language, or an off-site place in words. */
export function placeOf(where: string, locale: string): { href: string } | { words: string } {
  return where in OFF_SITE_PLACES ? { words: OFF_SITE_PLACES[where as OffSitePlace] } : { href: `/${locale}${where}` };
}
