import { z } from 'zod';

/**
 * What the content files of figures share (the booking rules, content/scheduling.json; the price
 * list, content/pricing.json): the copy editor edits text, so a figure arrives as text ("30") or,
 * written by hand, as a number; each problem says what to write and what it is now, for the person
 * who keeps the file.
 */

/** How a problem shows the value it found. */
export function shown(value: unknown): string {
  return value === undefined ? 'it is missing' : `it is ${JSON.stringify(value)}`;
}

/** A field's value as trimmed text: the editor's text, or a number written by hand. */
export function textOf(value: unknown): string {
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
}

/** A whole number of `unit` from `min` to `max`. */
export function wholeNumber(unit: string, min: number, max: number) {
  return z.unknown().transform((value, context) => {
    const text = textOf(value);
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      context.addIssue({ code: 'custom', message: `write a whole number of ${unit} from ${min} to ${max}; ${shown(value)}.` });
      return z.NEVER;
    }
    return Number(text);
  });
}

/** A file's parsed JSON (or its text, parsed), or the problem when the text is not JSON. */
export function contentJson(json: unknown): { value: unknown } | { problems: string[] } {
  if (typeof json !== 'string') return { value: json };
  try {
    return { value: JSON.parse(json) };
  } catch {
    return { problems: ['the file: not valid JSON.'] };
  }
}
