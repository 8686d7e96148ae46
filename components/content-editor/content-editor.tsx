'use client';
import { Keystatic } from '@keystatic/core/ui';
import { useState, useSyncExternalStore } from 'react';
import { EDITOR_FIELDS } from '@/lib/content-editor/copy-fields';
import { editorConfig, type EditorFiles } from '@/lib/content-editor/editor-config';
import type { EditorStorage } from '@/lib/settings/env';
import { useNoServerRefresh } from './use-no-server-refresh';
import { useSaveNotices } from './use-save-notices';

const noSubscription = () => () => {};

/**
 * The copy editor (Keystatic) in the browser. Its code loads on /keystatic only: no public page
 * imports this file. The GitHub App's slug comes from the server at run time (Keystatic's own page
 * reads it from a variable inlined at build time).
 *
 * Keystatic renders in the browser only (it reads the page's address as it starts), and its code is
 * large: until it runs, the server's page says that the editor is getting ready, rather than
 * leaving a blank page (a cold `npm run dev` builds it first, which scripts/dev/dev-server.mjs
 * starts ahead of time).
 *
 * The fields are made from `files`, which the server read for this visit: this code imports no file
 * the editor writes (lib/content-editor/editor-config.ts `EditorFiles`). Keystatic's configuration is
 * made once per visit: a new one, on any later render (the development server refreshing the page,
 * Fast Refresh), would have Keystatic load the entry again under the form being edited.
 */
export function ContentEditor({ storage, appSlug, files }: { storage: EditorStorage; appSlug: string | undefined; files: EditorFiles }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [config] = useState(() => editorConfig(storage, { fields: EDITOR_FIELDS, files }));
  useSaveNotices(storage);
  useNoServerRefresh();
  if (!inBrowser) return <EditorGettingReady />;
  return <Keystatic config={config} appSlug={{ envName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG', value: appSlug }} />;
}

/** What the page shows until the editor's code runs. */
export function EditorGettingReady() {
  return (
    <main className="editor-getting-ready" aria-busy="true">
      <h1>The editor is getting ready…</h1>
      <p>
        It appears here by itself in a moment. Right after <code>npm run dev</code>, the first time takes a minute or two, a few on a slow
        computer.
      </p>
      <p>If this page stays for more than a few minutes, reload it; if it still stays, ask a developer.</p>
    </main>
  );
}
