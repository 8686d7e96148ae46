import glossaryFile from '@/content/glossary.json';
import type { Locale } from '@/lib/i18n/locales';
import { fileLanguageProblems, readGlossary, type Glossary } from './language-rules';

/**
 * The site's glossary (content/glossary.json) as the editor applies it, in its boxes and in the
 * server's check of a save. The editor never writes it. One that is not a glossary applies no
 * word here: `npm run check:i18n` names its problems, and a broken hand edit should not stop saves.
 */
const read = readGlossary(glossaryFile);
export const SITE_GLOSSARY: Glossary = 'glossary' in read ? read.glossary : {};

/**
 * The problems of a file a save writes against its languages' rules, as `npm run check:i18n` names
 * them (./language-rules.ts `fileLanguageProblems`): the editor's boxes apply the typography and
 * refuse the words, so only a save that went around them meets these.
 */
export function savedLanguageProblems(file: string, json: unknown, locale?: Locale): string[] {
  return fileLanguageProblems(file, json, SITE_GLOSSARY, locale);
}
