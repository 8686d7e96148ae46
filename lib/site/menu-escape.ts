/** The phone menu of the header (components/site/site-header.tsx): a `<details>`. */
export const MENU_SELECTOR = 'details.nav-menu';

/** What closeMenuOnEscape needs of a document: room for a test's stand-in. */
interface MenuRoot {
  querySelector(selector: string): Element | null;
}

/**
 * Escape closes the header's menu where it is open and gives focus back to its button (the
 * `<summary>`), as a disclosure menu does (WAI-ARIA APG); any other key, or no open menu, does
 * nothing. Whether the key was handled, for the caller.
 */
export function closeMenuOnEscape(root: MenuRoot, key: string): boolean {
  if (key !== 'Escape') return false;
  const menu = root.querySelector(`${MENU_SELECTOR}[open]`) as HTMLDetailsElement | null;
  if (!menu) return false;
  menu.open = false;
  (menu.querySelector('summary') as HTMLElement | null)?.focus();
  return true;
}
