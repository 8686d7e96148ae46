import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentEditor } from '@/components/content-editor/content-editor';
import { contentEditorStorage, env } from '@/lib/env';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Copy editor', robots: { index: false } };

/** The copy editor (CONTENT.md): in development, with CONTENT_EDITOR=on or =github; a 404 otherwise. */
export default function EditorPage() {
  const storage = contentEditorStorage();
  if (!storage) notFound();
  return <ContentEditor storage={storage} appSlug={env().NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG} />;
}
