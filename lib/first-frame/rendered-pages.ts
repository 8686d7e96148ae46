import type http from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { isLocalizedPath } from '@/lib/i18n/locales';
import { chosenEncoding, isFrameworkRequest, PAGE_BROTLI_QUALITY } from '@/lib/built-pages/built-page-answers';
import { ScriptsAfterFirstFrameStream } from './scripts-after-first-frame';

/**
 * The pages rendered per request ("your club", the pricing estimate, a demo's booking and
 * cancelling pages, a form posted without JavaScript) start their framework scripts after the
 * first frame too, like the prerendered pages (./scripts-after-first-frame.ts): their HTML is
 * rewritten here as Next.js writes it. Next.js would compress the page before this sees it, so the
 * request reaches Next.js without its Accept-Encoding, and the rewritten page is compressed here
 * instead, each write flushed at once so that a streamed page still arrives as it is rendered.
 * Runs in the Node.js server, from lib/api/early-answers.ts; on Vercel these pages keep Next.js's
 * tags (the prerendered ones are rewritten by the build everywhere).
 */
export function startScriptsAfterFirstFrame(request: http.IncomingMessage, response: http.ServerResponse): void {
  if (!isPageNavigation(request)) return;
  const acceptEncoding = request.headers['accept-encoding'];
  delete request.headers['accept-encoding'];
  const write = response.write.bind(response) as (chunk: Buffer) => boolean;
  const end = response.end.bind(response) as (chunk?: Buffer) => http.ServerResponse;
  const writeHead = response.writeHead;
  let rewrite: { html: ScriptsAfterFirstFrameStream; text: StringDecoder; compressor?: BrotliCompress | Gzip } | undefined;
  // Node.js takes a second end() and ignores it; so must this, or the compressor would fail on it.
  let ended = false;

  // Every way the headers leave (writeHead, flushHeaders, the first write) passes here: decided once.
  let decided = false;
  response.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    const [status, ...rest] = args;
    const headers = rest.find((value) => typeof value === 'object' && value !== null);
    // Headers given to writeHead itself as an object are set first, so that the choice below sees them.
    const asObject = headers !== undefined && !Array.isArray(headers);
    if (asObject) for (const [key, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(key, value);
    if (!decided && isHtmlPage(status, this)) {
      const encoding = chosenEncoding(String(acceptEncoding ?? ''), ['br', 'gzip']);
      // A length given in advance is a page written whole: one as built, which Next.js serves for a
      // path with a query, already rewritten by the build (what it renders, it streams). Where the
      // browser takes no compression it goes as it is, its length kept.
      if (encoding !== 'identity' || !this.hasHeader('content-length')) {
        rewrite = { html: new ScriptsAfterFirstFrameStream(), text: new StringDecoder('utf8') };
        rewrite.compressor = compressorFor(encoding, this);
        if (rewrite.compressor) sendCompressed(rewrite.compressor);
      }
    }
    decided = true;
    if (!asObject) return writeHead.apply(this, args);
    const message = rest.find((value) => typeof value === 'string');
    return message === undefined ? writeHead.call(this, status) : writeHead.call(this, status, message);
  } as typeof writeHead;

  response.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!rewrite) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    if (ended) return false;
    const more = send(rewrite.html.push(textOf(rewrite.text, chunk, rest[0])), false);
    callbackIn(rest)?.();
    return more;
  } as typeof response.write;

  response.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!rewrite) return (end as (...args: unknown[]) => http.ServerResponse)(chunk, ...rest);
    if (ended) return this;
    ended = true;
    const last = typeof chunk === 'function' || chunk === undefined || chunk === null ? '' : textOf(rewrite.text, chunk, rest[0]);
    send(rewrite.html.push(last) + rewrite.html.push(rewrite.text.end()) + rewrite.html.end(), true);
    callbackIn([chunk, ...rest])?.();
    return this;
  } as typeof response.end;

  /** Sends a piece of the page; false when the writer should wait for 'drain', as Node.js's write says. */
  function send(html: string, last: boolean): boolean {
    const body = Buffer.from(html, 'utf8');
    const compressor = rewrite!.compressor;
    if (!compressor) {
      if (last) end(body);
      else if (body.length > 0) return write(body);
      return true;
    }
    if (last) {
      compressor.end(body);
      return true;
    }
    if (body.length > 0 && !compressor.write(body)) {
      // The compressor is full (its output waits for the visitor's connection): the writer waits
      // for its 'drain', which the response passes on, as Next.js listens on the response.
      compressor.once('drain', () => response.emit('drain'));
      compressor.flush();
      return false;
    }
    compressor.flush();
    // The response emits 'drain' exactly when it needs one, so a writer told to wait is woken.
    return !response.writableNeedDrain;
  }

  /** The compressor's output to the response, paused while the visitor's connection is full. */
  function sendCompressed(compressor: BrotliCompress | Gzip) {
    compressor.on('data', (chunk: Buffer) => {
      if (write(chunk)) return;
      compressor.pause();
      response.once('drain', () => compressor.resume());
    });
    compressor.on('end', () => end());
    compressor.on('error', (error) => {
      if (!response.writableFinished) response.destroy(error);
    });
    // A visitor who leaves mid-page: the compressor is never ended, so it is let go here.
    response.once('close', () => compressor.destroy());
  }
}

/**
 * A browser's request for a page under a locale, which Next.js renders: it asks for HTML (agents
 * and tools that do not run the scripts are answered by Next.js as they were, and so are the
 * router's own requests, server actions and the routes that are not pages).
 */
function isPageNavigation(request: http.IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'POST') return false;
  if (!String(request.headers.accept ?? '').includes('text/html')) return false;
  if (!isLocalizedPath((request.url ?? '').split('?', 1)[0]!)) return false;
  return !isFrameworkRequest(request.headers);
}

function isHtmlPage(status: number, response: http.ServerResponse): boolean {
  if (status === 204 || status === 304) return false;
  return /^text\/html\b/i.test(String(response.getHeader('content-type') ?? '')) && !response.getHeader('content-encoding');
}

/** Brotli or gzip, where the browser takes them (none for identity), the headers set to say so. */
function compressorFor(encoding: 'br' | 'gzip' | 'identity', response: http.ServerResponse): BrotliCompress | Gzip | undefined {
  response.removeHeader('content-length');
  // Next.js's compression names it in Vary already, whenever it could have compressed.
  const vary = String(response.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding === 'identity') return undefined;
  response.setHeader('Content-Encoding', encoding);
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }) : createGzip();
}

function textOf(decoder: StringDecoder, chunk: unknown, encoding: unknown): string {
  if (typeof chunk === 'string')
    return decoder.write(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  if (chunk instanceof Uint8Array) return decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  return '';
}

const callbackIn = (args: unknown[]) => args.find((value): value is () => void => typeof value === 'function');
