/**
 * What the editor says after a save in local mode (issue 49 item 3: "after a save the editor shows
 * what was saved and says so"). Keystatic says "Entry created" for a new entry and nothing at all
 * for a saved page: the "Unsaved" badge just goes. It saves in local mode by one POST of the
 * changed files to /api/keystatic/update, so the editor's page watches its own requests for that
 * one and, when the server has written the files, names them and says where the change shows.
 */

/** Keystatic's save in local mode: the files it adds (their paths, base64 contents) and deletes. */
const SAVE_PATH = '/api/keystatic/update';

/** The files a save wrote, from its request's body: `messages/en.json`, `content/faq/x.json`, `public/faq/x/image.jpg`. */
export function savedFiles(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  try {
    const { additions } = JSON.parse(body) as { additions?: { path?: unknown }[] };
    return (additions ?? []).flatMap(({ path }) => (typeof path === 'string' ? [path] : []));
  } catch {
    return [];
  }
}

/** What the editor says once the files are written. */
export function savedMessage(files: readonly string[]): string {
  const named = files.length ? `Saved: ${files.join(', ')}.` : 'Saved.';
  return `${named} Reload the site’s page to see the change.`;
}

function isSave(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET');
  return method.toUpperCase() === 'POST' && new URL(url, 'http://editor').pathname === SAVE_PATH;
}

/** What a watcher is told of each save: the files written, or the files refused and the server's text saying why. */
export interface SaveWatcher {
  saved(files: string[]): void;
  refused(files: string[], text: string): void;
}

/**
 * Tells `watcher` of each save, written or refused (with the files it held), from the fetches made
 * through `target` (the page's window) until the returned function is called; the requests and
 * their answers are left as they are (a refusal's text is read from a copy of the answer).
 */
export function watchLocalSaves(target: { fetch: typeof fetch }, watcher: SaveWatcher): () => void {
  const original = target.fetch;
  // The window's fetch must be called on the window.
  const send = original.bind(target);
  const watching: typeof fetch = async (input, init) => {
    const response = await send(input, init);
    if (!isSave(input, init)) return response;
    const files = savedFiles(init?.body);
    if (response.ok) watcher.saved(files);
    // A refusal (400) carries its lines; another failure (a lost connection, 413) has no box to mark.
    else if (response.status === 400)
      void response
        .clone()
        .text()
        .then(
          (text) => watcher.refused(files, text),
          () => {},
        );
    return response;
  };
  target.fetch = watching;
  return () => {
    if (target.fetch === watching) target.fetch = original;
  };
}
