/**
 * Issue 48 item 8, the pure parts: the 404 offers the main pages in every language; a club's status
 * is asked, hinted and sent only where it applies (a club not open yet); Escape closes the header's
 * phone menu and gives its button focus again. The browser behaviour is tests/e2e/small-things.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { buildFormView } from '@/lib/forms/build-form-view';
import { FIELD_CONDITIONS, withoutRuledOutFields } from '@/lib/forms/field-conditions';
import { payloadFromFormData } from '@/lib/forms/payload-from-form-data';
import { validateFormPayload } from '@/lib/forms/validate-form-payload';
import { LOCALES } from '@/lib/i18n/locales';
import { messageAt } from '@/lib/i18n/messages';
import { formFieldsOf } from '@/lib/operations/form-fields';
import { getOperation, operations } from '@/lib/operations/registry';
import { closeMenuOnEscape, MENU_SELECTOR } from '@/lib/site/menu-escape';
import { NOT_FOUND_LINKS } from '@/lib/site/site-navigation';
import { PAGE_PATHS } from '@/lib/site/site-pages';

describe('the 404', () => {
  it('offers the home page, pricing, the quote, demo and contact forms and the FAQ, each a page of the site', () => {
    expect(NOT_FOUND_LINKS.map((link) => link.path)).toEqual(['', '/pricing', '/quote', '/demo', '/faq', '/contact']);
    for (const link of NOT_FOUND_LINKS) expect(PAGE_PATHS as readonly string[]).toContain(link.path);
  });

  it.each(LOCALES)('names them, and its title, in %s', (locale) => {
    for (const key of ['notFound.title', 'notFound.pagesTitle', ...NOT_FOUND_LINKS.map((link) => link.label)]) {
      expect(messageAt(locale, key), `${locale} ${key}`).toBeTruthy();
    }
  });
});

describe("a club's status, asked only of a club not open yet", () => {
  const quote = getOperation('submitQuoteRequest');
  const brochure = getOperation('submitBrochureRequest');
  const formOf = (entries: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(entries)) form.set(name, value);
    return form;
  };

  it('is conditioned on "No" to hasClub, which every form asking it asks first', () => {
    expect(FIELD_CONDITIONS.clubStatus).toMatchObject({ field: 'hasClub', value: 'false' });
    const asking = operations.filter((operation) => formFieldsOf(operation).some((field) => field.name === 'clubStatus'));
    expect(asking.map((operation) => operation.id).sort()).toEqual(['submitBrochureRequest', 'submitQuoteRequest']);
    for (const operation of asking) {
      const names = formFieldsOf(operation).map((field) => field.name);
      expect(names.indexOf('hasClub'), operation.id).toBeGreaterThanOrEqual(0);
      expect(names.indexOf('hasClub'), operation.id).toBeLessThan(names.indexOf('clubStatus'));
    }
  });

  it('is left out of the payload against "Yes", kept with "No" or no answer', () => {
    expect(withoutRuledOutFields({ hasClub: true, clubStatus: 'exploring', name: 'Ana' })).toEqual({ hasClub: true, name: 'Ana' });
    expect(withoutRuledOutFields({ hasClub: false, clubStatus: 'exploring' })).toEqual({ hasClub: false, clubStatus: 'exploring' });
    expect(withoutRuledOutFields({ clubStatus: 'exploring' })).toEqual({ clubStatus: 'exploring' });
    const input = { hasClub: true, clubStatus: 'exploring' };
    withoutRuledOutFields(input);
    expect(input).toEqual({ hasClub: true, clubStatus: 'exploring' });
  });

  it('is not sent by a form whose hasClub says "Yes", which the schema then accepts as the API does', () => {
    const base = { name: 'Ana Ferreira', email: 'ana@example.com', sports: 'padel', clubStatus: 'launching-soon' };
    const open = payloadFromFormData(formFieldsOf(quote), formOf({ ...base, hasClub: 'true' }));
    expect(open).not.toHaveProperty('clubStatus');
    expect(validateFormPayload(quote, open, []).ok).toBe(true);
    const opening = payloadFromFormData(formFieldsOf(quote), formOf({ ...base, hasClub: 'false' }));
    expect(opening).toMatchObject({ hasClub: false, clubStatus: 'launching-soon' });
    const brochureOpen = payloadFromFormData(
      formFieldsOf(brochure),
      formOf({ name: 'Camille', email: 'c@example.com', interests: 'padel', hasClub: 'true', clubStatus: 'Opening in spring' }),
    );
    expect(brochureOpen).not.toHaveProperty('clubStatus');
    // The API's contract is unchanged: both together are still a valid request body.
    expect(quote.schema.safeParse({ ...base, sports: ['padel'], hasClub: true }).success).toBe(true);
  });

  it.each(LOCALES)('carries a hint saying when it applies in %s, and no other field does', (locale) => {
    for (const operation of operations) {
      for (const field of buildFormView(operation, locale).fields) {
        if (field.name === 'clubStatus') expect(field.hint, `${operation.id} ${locale}`).toBe(messageAt(locale, 'forms.clubStatusHint'));
        else expect(field.hint, `${operation.id} ${field.name}`).toBeUndefined();
      }
    }
  });
});

describe('Escape and the phone menu', () => {
  /** A stand-in for the document: one menu, open or not, whose button records focus. */
  function page(open: boolean) {
    const summary = {
      focused: false,
      focus() {
        this.focused = true;
      },
    };
    const menu = { open, querySelector: (selector: string) => (selector === 'summary' ? summary : null) };
    const root = {
      querySelector: (selector: string) => (selector === `${MENU_SELECTOR}[open]` && menu.open ? menu : null),
    } as unknown as Document;
    return { root, menu, summary };
  }

  it('closes the open menu and gives its button focus', () => {
    const { root, menu, summary } = page(true);
    expect(closeMenuOnEscape(root, 'Escape')).toBe(true);
    expect(menu.open).toBe(false);
    expect(summary.focused).toBe(true);
  });

  it('does nothing for another key, or when the menu is closed', () => {
    const open = page(true);
    expect(closeMenuOnEscape(open.root, 'Enter')).toBe(false);
    expect(open.menu.open).toBe(true);
    expect(open.summary.focused).toBe(false);
    const closed = page(false);
    expect(closeMenuOnEscape(closed.root, 'Escape')).toBe(false);
    expect(closed.summary.focused).toBe(false);
  });
});
