import { rm } from 'node:fs/promises';
import { copyOfApp, runScript } from './app-copy';
import { startServer, type TestServer } from './server';

export interface ServedCopy {
  root: string;
  server: TestServer;
  /** Stops the server and deletes the copy. */
  remove(): Promise<void>;
}

/**
 * A copy of the app (./app-copy.ts) given content the way a marketer adds it (`addContent` writes
 * the files), then held to `npm run check:i18n`, built as deployed for `siteUrl` and served on PGlite:
 * the proof that content needs no code.
 */
export async function servedCopyWithContent(siteUrl: string, addContent: (root: string) => Promise<void>): Promise<ServedCopy> {
  const root = await copyOfApp();
  try {
    await addContent(root);
    await runScript(root, 'check:i18n');
    await runScript(root, 'build', { SITE_URL: siteUrl });
    const server = await startServer('pglite', { SITE_URL: siteUrl }, undefined, root);
    return {
      root,
      server,
      async remove() {
        await server.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
