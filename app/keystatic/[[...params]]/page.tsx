import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentEditor } from '@/components/content-editor/content-editor';
import { readEditorFiles } from '@/lib/content-editor/editor-files';
import { contentEditorStorage, env } from '@/lib/settings/env';
import { COPY_EDITOR } from '@/lib/security/guarded-areas';
import { renderOnlyIfAdmitted } from '@/lib/security/page-gate';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Copy editor', robots: { index: false } };

/**
 * The copy editor (CONTENT.md): in development, with CONTENT_EDITOR=on or =github; a 404 otherwise.
 * The files its fields are made from are read here, at each visit (lib/content-editor/editor-files.ts).
 */
export default async function EditorPage() {
  const storage = contentEditorStorage();
  if (!storage) notFound();
  // The password again, here, as on its API: proxy.ts is not the only gate.
  await renderOnlyIfAdmitted(COPY_EDITOR);
  return <ContentEditor storage={storage} appSlug={env().NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG} files={readEditorFiles()} />;
}
