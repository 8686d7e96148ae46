/**
 * The build's rewrite of a prerendered page's framework scripts into one loader that starts them
 * after the first frame (lib/first-frame/). The page below has the shape `next build` writes (16.4):
 * a preload and async chunks in the head, the polyfills as `noModule`, Turbopack's inline list of
 * chunks, then the bootstrap chunk and the payload in the body. The loader is run here against a
 * minimal document; tests/e2e/first-frame.spec.ts runs it in Chromium on the built site. A page
 * rendered per request carries a nonce on each tag (the bootstrap's attributes in another order)
 * and comes in pieces, cut anywhere.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstFrame, ScriptsAfterFirstFrameStream } from '@/lib/first-frame/scripts-after-first-frame';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const HEAD_CHUNKS = ['17fms', '065qt', 'turbopack-077hm', '421c_'].map(chunk);
const BOOTSTRAP = chunk('0hlpg');
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${BOOTSTRAP}"/>` +
  HEAD_CHUNKS.map((source) => `<script src="${source}" async=""></script>`).join('') +
  `<script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script src="${chunk('0cz1d')}" noModule=""></script></head>` +
  `<body><main><h1>Courts</h1></main>` +
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>` +
  `<script src="${BOOTSTRAP}" async=""></script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

/** What a minimal document records of the loader's run: the scripts it added, and the callbacks it waits on. */
function runLoader(html: string, { hidden }: { hidden: boolean }) {
  const loader = /<script>(\/\*scripts after the first frame\*\/[\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: Array<{ src: string; async: boolean }> = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const visibilityChanges: Array<() => void> = [];
  const document = {
    hidden,
    addEventListener: (event: string, listener: () => void) => event === 'visibilitychange' && visibilityChanges.push(listener),
    head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
    createElement: (name: string) => (name === 'script' ? { src: '', async: false } : null),
  };
  runInNewContext(loader, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  return { added, frames, tasks, visibilityChanges };
}

describe('scriptsAfterFirstFrame', () => {
  const page = scriptsAfterFirstFrame(PAGE);

  it('takes out every async chunk and the preload, and keeps the polyfills, the data and the inline scripts', () => {
    expect(page).not.toMatch(/<script src="[^"]*" async=""/);
    expect(page).not.toContain('rel="preload" as="script"');
    expect(page).toContain(`<script src="${chunk('0cz1d')}" noModule=""></script>`);
    expect(page).toContain('<script type="application/ld+json">');
    expect(page).toContain('<script id="_R_">');
    expect(page).toContain('self.__next_f');
    expect(page).toContain('<main><h1>Courts</h1></main>');
  });

  it("puts the loader where the bootstrap was: after the page and Turbopack's list, before the payload", () => {
    const loaderAt = page.indexOf('<script>/*scripts after the first frame*/');
    expect(loaderAt).toBeGreaterThan(page.indexOf('<script id="_R_">'));
    expect(loaderAt).toBeLessThan(page.indexOf('self.__next_f'));
  });

  it('adds nothing before the first frame, then every chunk, in the order Next.js wrote them, as async scripts', () => {
    const { added, frames, tasks } = runLoader(page, { hidden: false });
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    // Still none within the frame: the scripts come in the task after it.
    expect(added).toEqual([]);
    tasks[0]!();
    expect(added).toEqual([...HEAD_CHUNKS, BOOTSTRAP].map((src) => ({ src, async: true })));
  });

  it('in a tab left before its first frame, adds them as it is left, and only once', () => {
    const { added, frames, tasks, visibilityChanges } = runLoader(page, { hidden: false });
    expect(added).toEqual([]);
    visibilityChanges.forEach((listener) => listener());
    expect(added.map(({ src }) => src)).toEqual([...HEAD_CHUNKS, BOOTSTRAP]);
    frames[0]!();
    tasks[0]!();
    visibilityChanges.forEach((listener) => listener());
    expect(added).toHaveLength(HEAD_CHUNKS.length + 1);
  });

  it('in a background tab, which draws no frame, adds them at once', () => {
    const { added, frames } = runLoader(page, { hidden: true });
    expect(frames).toEqual([]);
    expect(added.map(({ src }) => src)).toEqual([...HEAD_CHUNKS, BOOTSTRAP]);
  });

  it('leaves a page it already rewrote as it is, so the build step may run again', () => {
    expect(scriptsAfterFirstFrame(page)).toBe(page);
  });

  it('stops the build on a page without chunk scripts, rather than ship it unchanged', () => {
    expect(() => scriptsAfterFirstFrame('<html><body><p>no scripts</p></body></html>')).toThrow(/Next\.js writes its scripts/);
  });

  it('is one more inline script for the page policy to hash', () => {
    const hashes = inlineScriptHashes(page);
    expect(hashes).toHaveLength(inlineScriptHashes(PAGE).length + 1);
  });
});

describe('ScriptsAfterFirstFrameStream, on a page rendered per request', () => {
  const NONCE = 'MmQxN2YzZDMtOWYzNS00MjFh';
  const RENDERED = PAGE.replaceAll(' async=""></script>', ` async="" nonce="${NONCE}"></script>`)
    .replace(`fetchPriority="low" href`, `fetchPriority="low" nonce="${NONCE}" href`)
    .replace(`<script src="${BOOTSTRAP}" async="" nonce="${NONCE}">`, `<script src="${BOOTSTRAP}" nonce="${NONCE}" async="">`)
    .replaceAll('<script>', `<script nonce="${NONCE}">`);
  const LOADER = /<script nonce="([^"]*)">\/\*scripts after the first frame\*\/[\s\S]*?\((\[[^\]]*\])\)<\/script>/g;

  function streamed(pieces: string[]): string {
    const stream = new ScriptsAfterFirstFrameStream();
    return pieces.map((piece) => stream.push(piece)).join('') + stream.end();
  }

  it('gives the page in one piece the loader with its nonce, where the bootstrap was', () => {
    const page = streamed([RENDERED]);
    expect(page).not.toMatch(/<script src="[^"]*" [^>]*async=""/);
    expect(page).not.toContain('rel="preload" as="script"');
    const loaders = [...page.matchAll(LOADER)];
    expect(loaders.map(([, nonce]) => nonce)).toEqual([NONCE]);
    expect(JSON.parse(loaders[0]![2]!)).toEqual([...HEAD_CHUNKS, BOOTSTRAP]);
    expect(page.indexOf('scripts after the first frame')).toBeGreaterThan(page.indexOf('<script nonce="' + NONCE + '" id="_R_">'));
  });

  it('cut in two anywhere, starts every chunk after the first frame, in order, and changes nothing else', () => {
    const whole = streamed([RENDERED]).replace(LOADER, '');
    for (let cut = 1; cut < RENDERED.length; cut++) {
      const page = streamed([RENDERED.slice(0, cut), RENDERED.slice(cut)]);
      expect(page, `cut at ${cut}`).not.toMatch(/<script src="[^"]*" [^>]*async=""/);
      const loaders = [...page.matchAll(LOADER)];
      expect(
        loaders.every(([, nonce]) => nonce === NONCE),
        `cut at ${cut}`,
      ).toBe(true);
      expect(
        loaders.flatMap(([, , sources]) => JSON.parse(sources!)),
        `cut at ${cut}`,
      ).toEqual([...HEAD_CHUNKS, BOOTSTRAP]);
      expect(page.replace(LOADER, ''), `cut at ${cut}`).toBe(whole);
    }
  });

  it('leaves tags without a nonce as they are: the nonce policy would refuse a loader without one', () => {
    expect(streamed([PAGE])).toBe(PAGE);
  });

  it('passes a piece without a chunk at once, holding back only an element cut short', () => {
    const stream = new ScriptsAfterFirstFrameStream();
    expect(stream.push('<p>Courts</p><scr')).toBe('<p>Courts</p>');
    expect(stream.push('ipt>self.a=1</script><p')).toBe('<script>self.a=1</script>');
    expect(stream.end()).toBe('<p');
  });
});
