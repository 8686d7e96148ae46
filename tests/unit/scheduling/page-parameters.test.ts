/**
 * What the scheduling pages take from their URL and their buttons' forms (lib/scheduling/meeting-query.ts,
 * page-state.ts), which anyone can write by hand: a token, a start and a zone are bounded and checked,
 * anything else is as good as absent; the outcome a redirect names is one of a few words; and which
 * paths are these pages (lib/security/form-posts.ts).
 */
import { describe, expect, it } from 'vitest';
import { localeOf, meetingQueryOf } from '@/lib/scheduling/meeting-query';
import { pageStateOf, withPageState } from '@/lib/scheduling/page-state';
import { schedulingPageOf } from '@/lib/security/form-posts';

const query = (values: Record<string, unknown>) => meetingQueryOf((name) => values[name]);

describe('meetingQueryOf', () => {
  it('takes a token, an instant and a zone in its settled spelling', () => {
    expect(query({ t: 'abc.def', start: '2026-12-07T09:00:00.000Z', zone: 'europe/madrid' })).toEqual({
      token: 'abc.def',
      start: new Date('2026-12-07T09:00:00Z'),
      zone: 'Europe/Madrid',
    });
    expect(query({ start: '2026-12-07T10:00+01:00' }).start).toEqual(new Date('2026-12-07T09:00:00Z'));
    // A repeated parameter counts once: its first value.
    expect(query({ t: ['first', 'second'] }).token).toBe('first');
  });

  it.each([
    ['a date without a time', '2026-12-07'],
    ['a local time without an offset', '2026-12-07T09:00:00'],
    ['a time that does not exist', '2026-13-45T99:00:00Z'],
    ['words', 'tomorrow at ten'],
    ['a very long value', `2026-12-07T09:00:00.${'0'.repeat(100)}Z`],
    ['a number', 1765098000000],
  ])('takes no start from %s', (_, start) => expect(query({ start }).start).toBeUndefined());

  it.each(['+01:00', 'Mars/Olympus_Mons', 'Europe/Madrid/../../etc', 'x'.repeat(80), '', 42])('takes no zone from %j', (zone) =>
    expect(query({ zone }).zone).toBeUndefined(),
  );

  it('takes no token longer than any link carries, nor one that is not text', () => {
    expect(query({ t: 'a'.repeat(513) }).token).toBe('');
    expect(query({ t: { toString: () => 'abc' } }).token).toBe('');
    expect(query({}).token).toBe('');
  });

  it('reads the language of a form, English for anything else', () => {
    expect(localeOf('es')).toBe('es');
    expect(localeOf('xx')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
  });
});

describe('page state', () => {
  it('adds the outcome to a page URL, and reads back only the words it knows', () => {
    const url = withPageState('/en/demo/book?t=abc', { done: 'booked' });
    expect(url).toBe('/en/demo/book?t=abc&done=booked');
    expect(pageStateOf(Object.fromEntries(new URL(url, 'http://x').searchParams))).toEqual({ done: 'booked' });
    expect(withPageState('/en/demo/cancel', { notice: 'rate-limited' })).toBe('/en/demo/cancel?notice=rate-limited');
    expect(withPageState('/en/demo/book?t=abc', {})).toBe('/en/demo/book?t=abc');
    expect(pageStateOf({ done: 'deleted', notice: '<script>' })).toEqual({});
    expect(pageStateOf({ done: ['moved', 'booked'], notice: 'taken' })).toEqual({ done: 'moved', notice: 'taken' });
  });
});

describe('schedulingPageOf', () => {
  it.each([
    ['/en/demo/book', { locale: 'en', page: 'book' }],
    ['/es/demo/cancel', { locale: 'es', page: 'cancel' }],
    ['/de/demo/%62ook', { locale: 'de', page: 'book' }],
  ])('%s is a scheduling page', (path, page) => expect(schedulingPageOf(path)).toEqual(page));

  it.each(['/en/demo', '/en/demo/book/more', '/en/demo/books', '/xx/demo/book', '/demo/book', '/en/book', '/en/demo/move'])(
    '%s is not',
    (path) => expect(schedulingPageOf(path)).toBeUndefined(),
  );
});
