'use client';

import { useEffect } from 'react';
import { closeMenuOnEscape } from '@/lib/site/menu-escape';

/**
 * Where JavaScript runs, Escape closes the header's phone menu (lib/site/menu-escape.ts); without
 * it the `<details>` still opens and closes by its button. A listener and nothing drawn: a few
 * hundred bytes on every page.
 */
export function MenuEscape() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => void closeMenuOnEscape(document, event.key);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
