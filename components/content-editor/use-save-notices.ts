'use client';
import { toastQueue } from '@keystar/ui/toast';
import { useEffect } from 'react';
import { savedMessage, watchLocalSaves } from '@/lib/content-editor/local-saves';
import type { EditorStorage } from '@/lib/settings/env';

/**
 * In local mode, a notice after each save the server wrote, naming its files and saying where the
 * change shows (lib/content-editor/local-saves.ts), in Keystatic's own toasts. In GitHub mode a
 * save is a commit that Keystatic sends to GitHub itself, and its branch's preview shows it.
 */
export function useSaveNotices(storage: EditorStorage): void {
  const local = storage.kind === 'local';
  useEffect(() => {
    if (!local) return undefined;
    return watchLocalSaves(window, (files) => toastQueue.positive(savedMessage(files), { timeout: 10_000 }));
  }, [local]);
}
