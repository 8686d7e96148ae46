import { makeRouteHandler } from '@keystatic/next/route-handler';
import { ApiError } from '@/lib/api/errors';
import { errorResponse } from '@/lib/api/json-response';
import { unknownApiPath } from '@/lib/api/public-endpoint';
import { readJsonBody } from '@/lib/api/read-json-body';
import { IMAGE_MAX_BYTES } from '@/lib/content-rules/content-images';
import { apiRoute, ROUTE_METHODS, type RouteMethod } from '@/lib/api/route-methods';
import { contentEditorStorage, env, type EditorStorage } from '@/lib/settings/env';
import { refusalAt } from '@/lib/security/area-gate';
import { COPY_EDITOR } from '@/lib/security/guarded-areas';
import { cleanedSave } from './clean-save';
import { editorConfig } from './editor-config';
import { keystaticRoute } from './keystatic-route';
import { branchPreviewAddress, PREVIEW_ROUTE } from './preview-link';
import { editorUpdate, saveProblems } from './save-check';

/** Room for the text files of a save: a few content files of some 60 kB each, or an entry's file. */
const SAVE_TEXT_ROOM = 1024 * 1024;
/**
 * A save carries every changed file in base64 (4 bytes for every 3): an entry's one image within
 * the image rules, and the text files beside it. Anything larger is no save of the editor's.
 */
export const MAX_SAVE_BYTES = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + SAVE_TEXT_ROOM;

type Handler = (request: Request) => Promise<Response>;

/** Where local mode reads and writes the files: the project's root, or a test's scratch copy. */
interface EditorApiOptions {
  baseDirectory?: string;
}

/**
 * /api/keystatic/*, the editor's server side: Keystatic's own handler (local files, or the GitHub
 * sign-in), with every local save checked first (./save-check.ts) and its images written without
 * their personal details (./clean-save.ts). Where the editor is off, the
 * same JSON 404 as any unknown API path, for every method. Where it is on, the route checks the
 * editor's password itself (lib/security/area-gate.ts), for every method, whether or not proxy.ts
 * ran before it.
 */
export function editorApiRoute(options: EditorApiOptions = {}): Record<RouteMethod, Handler> {
  const off = unknownApiPath();
  const handle = (request: Request) => forward(request, options.baseDirectory ?? process.cwd());
  const on = apiRoute({ GET: handle, POST: handle });
  const guarded = (method: RouteMethod) => (request: Request) => refusalAt(COPY_EDITOR, request.headers) ?? on[method](request);
  return Object.fromEntries(
    ROUTE_METHODS.map((method) => [method, (request: Request) => (contentEditorStorage() ? guarded(method) : off[method])(request)]),
  ) as Record<RouteMethod, Handler>;
}

async function forward(request: Request, baseDirectory: string): Promise<Response> {
  const storage = contentEditorStorage()!;
  const route = keystaticRoute(new URL(request.url).pathname);
  // Every method of an unknown API path gets the same JSON 404.
  if (route === undefined) return unknownApiPath().GET(request);
  if (route === PREVIEW_ROUTE && request.method === 'GET') return previewRedirect(new URL(request.url));
  if (storage.kind === 'local' && request.method === 'POST' && route === 'update') {
    let update: Record<string, unknown>;
    try {
      update = await readJsonBody(request, MAX_SAVE_BYTES);
    } catch (error) {
      return error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE' ? saveTooLarge() : errorResponse(error);
    }
    const problems = await saveProblems(update, baseDirectory);
    // Keystatic shows the text of a refused save to the marketer as it is.
    if (problems.length) return notSaved(problems);
    const cleaned = await cleanedSave(editorUpdate(update)!);
    if ('problems' in cleaned) return notSaved(cleaned.problems);
    // Keystatic gets the save as checked and cleaned, nothing else the request carried.
    request = new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(cleaned.save) });
  }
  return keystaticHandler(storage, baseDirectory)[request.method === 'POST' ? 'POST' : 'GET'](request);
}

const notSaved = (problems: readonly string[]) => new Response(`Not saved:\n${problems.join('\n')}`, { status: 400, headers: TEXT });

/**
 * A save over the editor's own limit, said in the marketer's terms as the other refusals are: the
 * API's answer would name the API's 64 KiB and its fields, which have nothing to do with a save.
 * The rest of the body is left unread, so the connection is closed.
 */
function saveTooLarge(): Response {
  return new Response(
    `Not saved: the save is larger than ${(MAX_SAVE_BYTES / 1_000_000).toFixed(1)} MB (${MAX_SAVE_BYTES} bytes), the most the editor takes at once: one image of at most ${IMAGE_MAX_BYTES / 1_000_000} MB and the texts beside it. Make the image smaller (2000 pixels wide is plenty) and save again.`,
    { status: 413, headers: { ...TEXT, Connection: 'close' } },
  );
}

/**
 * The editor's "Preview" in GitHub mode: to the edited page on the branch's preview deployment
 * (./preview-link.ts). A missing setting or a bad query is said in words, never a 5xx.
 */
function previewRedirect(url: URL): Response {
  const template = env().CONTENT_PREVIEW_URL;
  if (!template)
    return new Response(
      'No preview address: set CONTENT_PREVIEW_URL to the address of a branch’s preview deployment, with {branch} where the branch goes (DEPLOY.md "The copy editor").',
      { status: 404, headers: TEXT },
    );
  const address = branchPreviewAddress(template, url.searchParams.get('branch') ?? '', url.searchParams.get('to') ?? '');
  if (!address) return new Response('Not a branch and page of this site to preview.', { status: 400, headers: TEXT });
  return new Response(null, { status: 307, headers: { Location: address, 'Cache-Control': 'no-store' } });
}

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

let cached: { key: string; handler: ReturnType<typeof makeRouteHandler> } | undefined;

/** Keystatic's handler for the configured storage, made once (its GitHub mode checks its secrets as it is made). */
function keystaticHandler(storage: EditorStorage, baseDirectory: string): ReturnType<typeof makeRouteHandler> {
  const key = JSON.stringify([storage, baseDirectory]);
  if (cached?.key !== key) {
    const settings = env();
    const handler = makeRouteHandler({
      config: editorConfig(storage),
      clientId: settings.KEYSTATIC_GITHUB_CLIENT_ID,
      clientSecret: settings.KEYSTATIC_GITHUB_CLIENT_SECRET,
      secret: settings.KEYSTATIC_SECRET,
      localBaseDirectory: baseDirectory,
    });
    cached = { key, handler };
  }
  return cached.handler;
}
