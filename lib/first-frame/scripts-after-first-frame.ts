/**
 * A page's framework scripts, started after its first frame instead of as it is parsed
 * (docs/performance.md "Scripts after the first frame"). Next.js writes each chunk as
 * `<script src async>` (seven in the head, the bootstrap at the end of the body) and preloads the
 * bootstrap. A mobile browser then begins running some 145 kB of scripts before the page's first
 * frame reaches the screen, and Lighthouse's simulated LCP counts every one of them: 2 to 2.5 s
 * where the blank Next.js app, whose tiny first frame is shown before its scripts run, gets 1.1 to
 * 1.2 s. Here the tags are taken out and an inline loader, where the last of them was, adds the
 * same scripts, in the same order, once the first frame is drawn (a `requestAnimationFrame`, then a
 * task). The page is already whole without them (every form posts without JavaScript), so what a
 * visitor waits for is the drawn page, and hydration starts a frame later.
 *
 * A page in a background tab draws no frame, so there the scripts are added at once, or as soon
 * as the tab is left before its first frame: a tool an agent calls in that tab must not wait for
 * the tab to be shown.
 *
 * Prerendered pages are rewritten once, by the build (scripts/write-page-headers.ts); pages
 * rendered per request, as they are sent (./rendered-pages.ts), where the tags carry the request's
 * nonce and so does the loader.
 */

/** A chunk Next.js starts as the page is parsed: an async script of the build's own static files, with the page's nonce if any. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)"((?: async=""| nonce="[^"<>]*")+)><\/script>/g;
/** Next.js's preload of the bootstrap chunk, which would fetch it before the first frame all the same. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"<>]*")? href="\/_next\/static\/[^"<>]+\.js"\/>/g;
const NONCE = / nonce="([^"<>]*)"/;
const MARK = '/*scripts after the first frame*/';

/**
 * The loader: ES5, since it runs before (and without) the polyfills, in every browser the page is
 * served to. `document.head` takes the scripts as Next.js's chunk loader expects to find them.
 */
function firstFrameLoader(sources: readonly string[]): string {
  return (
    '(function(s){var d=0;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){' +
    'var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
    'if(document.hidden)go();else{document.addEventListener("visibilitychange",go);' +
    'requestAnimationFrame(function(){setTimeout(go,0)})}})(' +
    JSON.stringify(sources) +
    ')'
  );
}

/** A piece of HTML with its chunk scripts replaced by one loader where the last was, and the preloads gone; how many it replaced. */
function deferChunkScripts(html: string, { nonceRequired = false } = {}): { html: string; deferred: number } {
  const tags = [...html.matchAll(CHUNK_SCRIPT)].filter(([, , attributes]) => attributes!.includes(' async=""'));
  const nonce = tags.length ? NONCE.exec(tags[0]![2]!)?.[1] : undefined;
  // Tags without the nonce a policy asks for run by 'self'; an inline loader would be refused.
  if (nonceRequired && tags.length && nonce === undefined) return { html, deferred: 0 };
  const withoutPreloads = html.replace(CHUNK_PRELOAD, '');
  if (tags.length === 0) return { html: withoutPreloads, deferred: 0 };
  // A source cannot close the element: CHUNK_SCRIPT takes none with `<` or a quote.
  const loader = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${MARK}${firstFrameLoader(tags.map(([, source]) => source!))}</script>`;
  const last = tags.at(-1)![0];
  const removed = new Set(tags.map(([tag]) => tag));
  return {
    html: withoutPreloads.replace(CHUNK_SCRIPT, (tag) => (tag === last ? loader : removed.has(tag) ? '' : tag)),
    deferred: tags.length,
  };
}

/**
 * A prerendered page's HTML with its chunk scripts started by the loader; a page that has it
 * already, as it is (the build step may run again on the same build). Throws if the page has no
 * chunk script: every page hydrates, so a page without one means Next.js now writes its scripts
 * otherwise, and the build should say so rather than ship pages this step no longer changes.
 */
export function scriptsAfterFirstFrame(html: string): string {
  if (html.includes(MARK)) return html;
  const { html: deferred, deferred: count } = deferChunkScripts(html);
  if (count === 0)
    throw new Error(
      'No `<script src="/_next/static/…" async="">` in the page: Next.js writes its scripts in a way this step does not know.',
    );
  return deferred;
}

/**
 * The same rewrite over a page rendered per request as it streams: each piece is rewritten once
 * the tags in it are whole, so an element cut between two writes is held back until the rest of it
 * comes. A page whose chunks come in several writes gets a loader for each (each waits for the
 * first frame). Only tags that carry the page's nonce are rewritten: such a page runs under a
 * nonce policy, which would refuse a loader without one while it lets the tags run by 'self'.
 */
export class ScriptsAfterFirstFrameStream {
  private held = '';

  push(text: string): string {
    const all = this.held + text;
    const whole = wholeUntil(all);
    this.held = all.slice(whole);
    return deferChunkScripts(all.slice(0, whole), { nonceRequired: true }).html;
  }

  end(): string {
    const rest = this.held;
    this.held = '';
    return deferChunkScripts(rest, { nonceRequired: true }).html;
  }
}

/** Where the part of `html` that may still be one of the rewritten elements, cut short, begins. */
function wholeUntil(html: string): number {
  const lastTag = html.lastIndexOf('<');
  const unclosedTag = lastTag >= 0 && !html.includes('>', lastTag) ? lastTag : html.length;
  const lastScript = html.lastIndexOf('<script');
  const unclosedScript = lastScript >= 0 && !html.includes('</script>', lastScript) ? lastScript : html.length;
  return Math.min(unclosedTag, unclosedScript);
}
