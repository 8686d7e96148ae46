/**
 * After a save in local mode the editor names the files written and says where the change shows
 * (lib/content-editor/local-saves.ts): Keystatic itself says nothing after a saved page.
 */
import { describe, expect, it } from 'vitest';
import { savedFiles, savedMessage, watchLocalSaves } from '@/lib/content-editor/local-saves';

const saveBody = JSON.stringify({
  additions: [
    { path: 'content/faq/court-lights.json', contents: 'e30K' },
    { path: 'public/faq/court-lights/image.jpg', contents: '' },
  ],
  deletions: [],
});

/** A window whose fetch answers with `status`, and records the `this` it was called on. */
function fakeWindow(status: number, text = '{}') {
  const calls: unknown[] = [];
  const target = {
    fetch: async function (this: unknown) {
      calls.push(this);
      return new Response(text, { status });
    } as unknown as typeof fetch,
  };
  return { target, calls };
}

describe('what the editor says after a local save', () => {
  it('names each file the save wrote, and says to reload the site’s page', () => {
    expect(savedFiles(saveBody)).toEqual(['content/faq/court-lights.json', 'public/faq/court-lights/image.jpg']);
    expect(savedMessage(['content/pricing.json'])).toBe('Saved: content/pricing.json. Reload the site’s page to see the change.');
    expect(savedFiles('not json')).toEqual([]);
    expect(savedMessage([])).toBe('Saved. Reload the site’s page to see the change.');
  });

  it('tells of a save the server accepted, and of a refused one with its lines, not of other requests, and leaves fetch as it was when done', async () => {
    const { target, calls } = fakeWindow(200);
    const original = target.fetch;
    const told: string[][] = [];
    const stop = watchLocalSaves(target, { saved: (files) => told.push(files), refused: () => told.push(['refused']) });
    await target.fetch('/api/keystatic/tree');
    await target.fetch('http://127.0.0.1:3000/api/keystatic/update', { method: 'POST', body: saveBody });
    expect(told).toEqual([['content/faq/court-lights.json', 'public/faq/court-lights/image.jpg']]);
    // The window's own fetch is called on the window.
    expect(calls.every((self) => self === target)).toBe(true);
    stop();
    expect(target.fetch).toBe(original);

    const refusing = fakeWindow(400, 'Not saved:\ncontent/faq/court-lights.json order: 10 is also the order of content/faq/x.json.');
    const saved: string[][] = [];
    const refused: [string[], string][] = [];
    watchLocalSaves(refusing.target, { saved: (files) => saved.push(files), refused: (files, text) => refused.push([files, text]) });
    const answer = await refusing.target.fetch('/api/keystatic/update', { method: 'POST', body: saveBody });
    await expect.poll(() => refused).toHaveLength(1);
    expect(saved).toEqual([]);
    expect(refused[0]).toEqual([
      ['content/faq/court-lights.json', 'public/faq/court-lights/image.jpg'],
      'Not saved:\ncontent/faq/court-lights.json order: 10 is also the order of content/faq/x.json.',
    ]);
    // Keystatic still reads the answer itself, to show the red band.
    expect(await answer.text()).toContain('Not saved:');
  });
});
