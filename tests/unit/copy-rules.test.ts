/**
 * The rules every piece of copy keeps (lib/content-editor/copy-rules.ts), which the editor's fields,
 * its save on the server and `npm run check:i18n` all apply.
 */
import { describe, expect, it } from 'vitest';
import { copyProblems, maxCopyLength, placeholdersOf } from '@/lib/content-editor/copy-rules';

const GREETING = 'Hello {name}, thank you for your request {reference}.';
const PLURAL = 'Please try again in {minutes, plural, one {one minute} other {# minutes}}.';
const LINK = 'Read our <link>privacy notice</link>.';

describe('copy rules', () => {
  it('accept a translation that keeps every placeholder, in any order and wording', () => {
    expect(copyProblems(GREETING, 'Gracias por tu solicitud {reference}, {name}.')).toEqual([]);
    expect(copyProblems(PLURAL, 'Inténtalo de nuevo en {minutes, plural, one {un minuto} other {# minutos}}.')).toEqual([]);
    expect(copyProblems(LINK, 'Lee nuestro <link>aviso de privacidad</link>.')).toEqual([]);
  });

  it('refuse a translation that drops a placeholder, naming it', () => {
    expect(copyProblems(GREETING, 'Hola, gracias por tu solicitud {reference}.')).toEqual([
      'Keep {name} exactly as in the English text: the site fills it in.',
    ]);
    expect(copyProblems(PLURAL, 'Inténtalo de nuevo en {minutes} minutos.')[0]).toMatch(/Keep \{minutes, plural, …\}/);
    expect(copyProblems(LINK, 'Lee nuestro aviso de privacidad.')[0]).toMatch(/Keep <link>/);
  });

  it('refuse a placeholder the English text does not have (a translated name fills nothing)', () => {
    expect(copyProblems(GREETING, 'Hola {nombre}, gracias por tu solicitud {reference}.')).toEqual([
      'Keep {name} exactly as in the English text: the site fills it in.',
      '{nombre} is not in the English text, so nothing would fill it in.',
    ]);
  });

  it('refuse a text that is not a valid message: next-intl could not show it', () => {
    expect(copyProblems(GREETING, 'Hola {name, gracias {reference}.')[0]).toMatch(/^Unbalanced braces or tags/);
    expect(copyProblems(LINK, 'Lee nuestro <link>aviso.')[0]).toMatch(/^Unbalanced braces or tags/);
    expect(placeholdersOf('{count, plural, one {#}}')).toBeUndefined();
  });

  it('refuse an empty text and one longer than twice the English plus 40', () => {
    expect(copyProblems('Contact', '  ')[0]).toMatch(/^Required/);
    expect(maxCopyLength('Contact')).toBe(54);
    expect(copyProblems('Contact', 'x'.repeat(54))).toEqual([]);
    expect(copyProblems('Contact', 'x'.repeat(55))[0]).toBe(
      'Too long: at most 54 characters (twice the English text, plus 40); this has 55.',
    );
  });
});
