import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The rules every piece of copy keeps, whoever edits it: the editor's fields (as the marketer
 * types), the editor's save on the server, and `npm run check:i18n` (which also covers commits made
 * in the editor's GitHub mode and edits by hand). A text is measured against the English text of
 * the same key, since the pages, emails and brochures were laid out and coded for that one.
 */

/** Room for languages that run longer than English, and for short texts to grow. */
export function maxCopyLength(english: string): number {
  return english.length * 2 + 40;
}

/** What is wrong with a text, in words a marketer can act on; nothing when it may be saved. */
export function copyProblems(english: string, text: string): string[] {
  if (text.trim() === '') return ['Required: write the text, even if it repeats the English.'];
  const problems: string[] = [];
  const max = maxCopyLength(english);
  if (text.length > max) problems.push(`Too long: at most ${max} characters (twice the English text, plus 40); this has ${text.length}.`);
  const placeholders = placeholdersOf(text);
  if (!placeholders) {
    problems.push('Unbalanced braces or tags: every { needs its }, every <tag> its </tag>, as in the English text.');
    return problems;
  }
  const expected = placeholdersOf(english) ?? new Set<string>();
  const missing = [...expected].filter((placeholder) => !placeholders.has(placeholder));
  const unknown = [...placeholders].filter((placeholder) => !expected.has(placeholder));
  if (missing.length) problems.push(`Keep ${missing.join(', ')} exactly as in the English text: the site fills it in.`);
  if (unknown.length) problems.push(`${unknown.join(', ')} is not in the English text, so nothing would fill it in.`);
  return problems;
}

/**
 * The placeholders of an ICU message as a marketer sees them (`{name}`, `{count, plural, …}`,
 * `<link>`), or undefined when the text is not a valid message (next-intl would fail to show it).
 */
export function placeholdersOf(text: string): Set<string> | undefined {
  try {
    const found = new Set<string>();
    collect(parse(text), found);
    return found;
  } catch {
    return undefined;
  }
}

function collect(elements: MessageFormatElement[], found: Set<string>): void {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        found.add(`{${element.value}}`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`{${element.value}, ${TYPE[element.type]}}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        found.add(`{${element.value}, ${element.type === TYPE.select ? 'select' : 'plural'}, …}`);
        for (const option of Object.values(element.options)) collect(option.value, found);
        break;
      case TYPE.tag:
        found.add(`<${element.value}>`);
        collect(element.children, found);
        break;
      default:
        break;
    }
  }
}
