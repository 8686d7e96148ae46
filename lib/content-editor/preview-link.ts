import { KEBAB_CASE } from '@/lib/content-rules/collection-files';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import type { EditorStorage } from '@/lib/settings/env';

/** The editor's own route (under /api/keystatic, behind its gate) that opens a branch's preview deployment. */
export const PREVIEW_ROUTE = 'preview';

/**
 * Keystatic's `previewUrl` of an entry or page edited in the editor: where its "Preview" button
 * goes. Locally, the page itself: the dev server shows a save at once. In GitHub mode, this editor's
 * preview route with the branch (Keystatic fills in `{branch}` and `{slug}`), which sends the
 * marketer to that branch's preview deployment (`branchPreviewAddress`).
 */
export function previewUrlOf(storage: EditorStorage, sitePath: string): string {
  if (storage.kind === 'local') return sitePath;
  // Keystatic fills in `{slug}` as written, so it stays so; the path's slashes are encoded.
  return `/api/keystatic/${PREVIEW_ROUTE}?branch={branch}&to=${encodeURIComponent(sitePath).replaceAll('%7Bslug%7D', '{slug}')}`;
}

/** The preview of a page that is the same in every language (a collection's, the home page's photo): in the default one, which links to the others. */
export const defaultLocalePreviewUrl = (storage: EditorStorage, path: string) => previewUrlOf(storage, `/${DEFAULT_LOCALE}${path}`);

/** A page of the site: `/es`, `/es/faq`, `/de/spring-offer`; never another host (`//evil.example`). */
function isSitePath(path: string): boolean {
  const [empty, locale, ...segments] = path.split('/');
  return empty === '' && isLocale(locale ?? '') && segments.every((segment) => KEBAB_CASE.test(segment));
}
const BRANCH = /^[A-Za-z0-9._/-]{1,200}$/;

/**
 * The page `to` on the preview deployment of `branch`, by the template of CONTENT_PREVIEW_URL.
 * Hosts name a branch's deployment by its name in lowercase with every run of other characters a
 * hyphen (`content/Spring-offer` → `content-spring-offer`), as Vercel does. Undefined for a branch
 * or a path that is not one, so the route can only ever send to the configured host.
 */
export function branchPreviewAddress(template: string, branch: string, to: string): string | undefined {
  if (!BRANCH.test(branch) || !isSitePath(to)) return undefined;
  const slug = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return undefined;
  return `${template.replace('{branch}', slug).replace(/\/+$/, '')}${to}`;
}
