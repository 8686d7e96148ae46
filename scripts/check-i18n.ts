/**
 * `npm run check:i18n`: fails when a message key is missing from a locale (or only in one), or is
 * used nowhere in the code; when an operation's copy is not in its block, `operations.<slug>`; when a content file breaks the copy rules the editor applies
 * (lib/content-editor/save-check.ts: its format, its keys in the English order, every text required,
 * not too long, a valid message keeping the English placeholders), which also covers commits made
 * by the editor's GitHub mode and edits by hand; when an entry of a content collection (every one
 * of lib/collection-registry/registry.ts: the FAQ, the stories, the feature cards, the home page's picture,
 * the landing pages) breaks its rules, names an entry that does not exist, or shows an image that is
 * missing or outside the image rules; when a text breaks its language's typography or words
 * (lib/content-rules/language-rules.ts, which lists them; the words are content/glossary.json's).
 * Keys built at run time (`values.sports.${sport}`) count as used when a template literal in the code matches them, segment for segment; a key below a namespace counts
 * only in a file that names the namespace too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentFileProblems } from '@/lib/content-editor/save-check';
import { everyCollectionProblems } from '@/lib/collection-registry/every-collection';
import { languageFolderProblems } from '@/lib/content-rules/language-folder-check';
import { operations } from '@/lib/operations/registry';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['app', 'components', 'emails', 'lib', 'scripts'];

type Messages = Record<string, unknown>;

export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flattenKeys(value as Messages, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** What one source file can name: its string literals, and its template literals as patterns. */
interface FileNames {
  literals: Set<string>;
  templates: RegExp[];
}

/** The string and template literals of one source file. */
export function namesIn(source: string): FileNames {
  const literals = new Set<string>();
  const templates: RegExp[] = [];
  for (const [, single, double] of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) {
    const literal = single ?? double;
    if (literal) literals.add(literal);
  }
  for (const [, template] of source.matchAll(/`([^`]*)`/g)) {
    const parts = template!.split(/\$\{[^}]*\}/);
    // A template with no words of its own (`${a}.${b}`) would match every key: it names none.
    if (/[A-Za-z]/.test(parts.join(''))) templates.push(new RegExp(`^${parts.map(escape).join('[^.]+')}$`));
  }
  return { literals, templates };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const names = (file: FileNames, text: string) => file.literals.has(text) || file.templates.some((template) => template.test(text));

/**
 * A file uses a key when it names it whole, or names a namespace and the rest of the key below it
 * (`getTranslations('notFound')` and `t('title')` use notFound.title; `t('title')` alone does not).
 */
function fileUses(file: FileNames, key: string): boolean {
  if (names(file, key)) return true;
  for (let dot = key.indexOf('.'); dot !== -1; dot = key.indexOf('.', dot + 1)) {
    if (names(file, key.slice(0, dot)) && names(file, key.slice(dot + 1))) return true;
  }
  return false;
}

export function checkMessages(byLocale: Record<string, Messages>, sources: string[]): string[] {
  const problems: string[] = [];
  const keys = Object.fromEntries(Object.entries(byLocale).map(([locale, messages]) => [locale, new Set(flattenKeys(messages))]));
  const all = new Set(Object.values(keys).flatMap((set) => [...set]));
  for (const [locale, set] of Object.entries(keys)) {
    for (const key of all) if (!set.has(key)) problems.push(`${locale}: missing ${key}`);
  }
  const files = sources.map(namesIn);
  for (const key of all) if (!files.some((file) => fileUses(file, key))) problems.push(`unused: ${key}`);
  return problems;
}

/**
 * Everything an operation says is one block, `operations.<slug>` (lib/i18n/operation-copy.ts): a
 * block for each operation of the registry and for no other, and no key elsewhere named by an
 * operation's slug (copy strayed back to the old places, `api.success.<slug>`…). The unused-key
 * check cannot see a stale block: `operations.${slug}.title` in the code matches any slug.
 */
export function operationCopyProblems(byLocale: Record<string, Messages>, slugs: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [locale, messages] of Object.entries(byLocale)) {
    const blocks = (messages.operations ?? {}) as Messages;
    for (const slug of slugs)
      if (!(slug in blocks)) problems.push(`${locale}: missing operations.${slug}, the copy of a registered operation`);
    for (const slug of Object.keys(blocks))
      if (!slugs.includes(slug)) problems.push(`${locale}: operations.${slug} is no operation of the registry`);
    for (const key of flattenKeys(messages)) {
      const [group, ...rest] = key.split('.');
      const slug = group === 'operations' ? undefined : rest.find((segment) => slugs.includes(segment));
      if (slug) problems.push(`${locale}: ${key} is copy of an operation: it belongs in operations.${slug}`);
    }
  }
  return problems;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const messagesFolder = path.join(ROOT, 'messages');
  const byLocale = Object.fromEntries(
    readdirSync(messagesFolder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -5), JSON.parse(readFileSync(path.join(messagesFolder, name), 'utf8')) as Messages]),
  );
  const sources = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).map((file) => readFileSync(file, 'utf8'));
  const problems = checkMessages(byLocale, sources);
  problems.push(
    ...operationCopyProblems(
      byLocale,
      operations.map((operation) => operation.slug),
    ),
  );
  problems.push(...contentFileProblems((file) => readFileSync(path.join(ROOT, file), 'utf8')));
  problems.push(...(await everyCollectionProblems(ROOT)));
  problems.push(...languageFolderProblems(ROOT));
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length
      ? `${problems.length} problem(s) in messages/ and content/`
      : `messages/ and content/ keep the rules: ${Object.keys(byLocale).join(', ')}`,
  );
  process.exit(problems.length ? 1 : 0);
}
