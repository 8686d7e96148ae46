import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { fileLanguageProblems, GLOSSARY_FILE, readGlossary, type Glossary } from './language-rules';

/** Every JSON file under a folder, its subfolders' included, in a stable order. */
function jsonFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) return jsonFiles(file);
      return name.endsWith('.json') ? [file] : [];
    });
}

/**
 * The problems of every text of the site against its language's rules (`npm run check:i18n`), one
 * line each naming the file, the key and a snippet. Files that are not JSON are left to their own checks.
 */
export function languageFolderProblems(root: string): string[] {
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
  let glossary: Glossary = {};
  const problems: string[] = [];
  if (existsSync(path.join(root, GLOSSARY_FILE))) {
    const result = readGlossary(read(GLOSSARY_FILE));
    if ('problems' in result) problems.push(...result.problems);
    else glossary = result.glossary;
  } else problems.push(`${GLOSSARY_FILE}: the file is missing; it holds each language's words.`);
  const files = [
    ...LOCALES.map((locale) => ({ file: `messages/${locale}.json`, locale })),
    ...jsonFiles(path.join(root, 'content'))
      .map((file) => path.relative(root, file))
      .filter((file) => file !== GLOSSARY_FILE)
      .map((file) => ({ file, locale: undefined })),
  ];
  for (const { file, locale } of files) {
    let json: unknown;
    try {
      json = read(file);
    } catch {
      continue;
    }
    problems.push(...fileLanguageProblems(file, json, glossary, locale));
  }
  return problems;
}
