/**
 * How raw request paths are read where our code meets them before the framework does: the early
 * 404 for paths that are not valid percent-encoding (lib/api/early-answers.ts), and the copy
 * editor's route as Keystatic reads it (lib/content-editor/keystatic-route.ts).
 */
import { describe, expect, it } from 'vitest';
import { isUndecodableUnknownPath, undecodableLocalizedPathLocale } from '@/lib/api/early-answers';
import { keystaticRoute } from '@/lib/content-editor/keystatic-route';

describe('isUndecodableUnknownPath', () => {
  it.each(['/%E0', '/api/%ZZ', '/api/status/%E0%A4', '/mcp%E0?x=1', '/50%off', 'http://courts.example/%E0', '/en%E0'])(
    '%s is answered early',
    (target) => expect(isUndecodableUnknownPath(target)).toBe(true),
  );

  it.each([
    '/en', // no escape
    '/en/caf%C3%A9', // decodes
    '/api/st%61tus',
    '/en?q=%E0', // the query is not the path
    '/de/%E0', // under a locale: the locale's 404 page
    'http://courts.example/de/%E0',
    '//%E0', // Next.js redirects these before decoding
    '/\\%E0',
    '*',
  ])('%s is left to Next.js', (target) => expect(isUndecodableUnknownPath(target)).toBe(false));
});

describe('undecodableLocalizedPathLocale', () => {
  it.each([
    ['/de/%E0', 'de'],
    ['http://courts.example/es/x%ZZ?q=1', 'es'],
  ])('%s is sent to its locale’s 404 page', (target, locale) => expect(undecodableLocalizedPathLocale(target)).toBe(locale));

  it.each(['/de/caf%C3%A9', '/de?q=%E0', '/%E0', '/xx/%E0', '//de/%E0'])('%s is not', (target) =>
    expect(undecodableLocalizedPathLocale(target)).toBeUndefined(),
  );
});

describe('keystaticRoute', () => {
  it.each([
    ['/api/keystatic/update', 'update'],
    ['/api/keystatic/%75pdate', 'update'],
    ['/api/keystatic/upd%61te', 'update'],
    ['/api/keystatic//update/', 'update'],
    ['/api/keystatic/%2F/update', '//update'],
    ['/api/keystatic/blob/abc/messages%2Fes.json', 'blob/abc/messages/es.json'],
    ['/api/keystatic', ''],
  ])('%s is %s', (pathname, route) => expect(keystaticRoute(pathname)).toBe(route));

  it('is no route when a segment does not decode', () => {
    expect(keystaticRoute('/api/keystatic/%E0')).toBeUndefined();
  });
});
