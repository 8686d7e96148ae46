'use client';
import { toastQueue } from '@keystar/ui/toast';
import { useEffect } from 'react';
import { COLLECTIONS } from '@/lib/collection-registry/registry';
import { savedMessage, watchLocalSaves } from '@/lib/content-editor/local-saves';
import { refusedBoxes, refusedLines } from '@/lib/content-editor/refused-boxes';
import type { EditorStorage } from '@/lib/settings/env';
import { markRefusedBoxes } from './mark-refused-boxes';

/**
 * In local mode, a notice after each save the server wrote, naming its files and saying where the
 * change shows (lib/content-editor/local-saves.ts), in Keystatic's own toasts; after a refused one,
 * each box at fault marked on the form (./mark-refused-boxes.ts). In GitHub mode a
 * save is a commit that Keystatic sends to GitHub itself, and its branch's preview shows it.
 */
export function useSaveNotices(storage: EditorStorage): void {
  const local = storage.kind === 'local';
  useEffect(() => {
    if (!local) return undefined;
    let unmark = () => {};
    const stop = watchLocalSaves(window, {
      saved: (files) => {
        unmark();
        toastQueue.positive(savedMessage(files), { timeout: 10_000 });
      },
      // Keystatic names the refused boxes in its red band; each that only the server could refuse is marked on the form too.
      refused: (files, text) => {
        unmark();
        unmark = markRefusedBoxes(document, refusedBoxes(refusedLines(text), files, COLLECTIONS));
      },
    });
    return () => {
      stop();
      unmark();
    };
  }, [local]);
}
