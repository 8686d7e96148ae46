import glossaryFile from '@/content/glossary.json';
import type { Locale } from '@/lib/i18n/locales';
import { languageProblems, languageTexts, readGlossary, type Glossary } from './language-rules';

/**
 * The site's glossary (content/glossary.json) as the editor applies it, in its boxes and in the
 * server's check of a save. The editor never writes it. One that is not a glossary applies no
 * word here: `npm run check:i18n` names its problems, and a broken hand edit should not stop saves.
 */
const read = readGlossary(glossaryFile);
export const SITE_GLOSSARY: Glossary = 'glossary' in read ? read.glossary : {};

/**
 * The problems of a file a save writes, text by text, against its language's rules (French
 * typography, the glossary), each naming the file and key, as `npm run check:i18n` would name
 * them: the editor's boxes apply the typography and refuse the words, so only a save that went
 * around them meets these. `locale` is a messages file's language; in a content file each text's
 * language is its key (`answer.fr`).
 */
export function savedLanguageProblems(file: string, json: unknown, locale?: Locale): string[] {
  return languageTexts(json, locale).flatMap(({ locale: language, key, text }) =>
    languageProblems(language, text, SITE_GLOSSARY).map((problem) => `${file} ${key}: ${problem}`),
  );
}
