'use client';
import { Keystatic } from '@keystatic/core/ui';
import { useMemo } from 'react';
import { EDITOR_FIELDS } from '@/lib/content-editor/copy-fields';
import { editorConfig } from '@/lib/content-editor/editor-config';
import type { EditorStorage } from '@/lib/settings/env';

/**
 * The copy editor (Keystatic) in the browser. Its code loads on /keystatic only: no public page
 * imports this file. The GitHub App's slug comes from the server at run time (Keystatic's own page
 * reads it from a variable inlined at build time).
 */
export function ContentEditor({ storage, appSlug }: { storage: EditorStorage; appSlug: string | undefined }) {
  const config = useMemo(() => editorConfig(storage, EDITOR_FIELDS), [storage]);
  return <Keystatic config={config} appSlug={{ envName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG', value: appSlug }} />;
}
