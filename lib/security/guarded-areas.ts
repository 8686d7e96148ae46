import { env } from '@/lib/settings/env';

/** A part of the site behind a password: the mail viewer (MAIL_VIEWER_PASSWORD) or the copy editor (CONTENT_EDITOR_PASSWORD). */
export interface GuardedArea {
  /** Names the area's failed attempts apart from the other's. */
  id: 'mail-viewer' | 'copy-editor';
  realm: string;
  variable: 'MAIL_VIEWER_PASSWORD' | 'CONTENT_EDITOR_PASSWORD';
}

export const MAIL_VIEWER: GuardedArea = { id: 'mail-viewer', realm: 'Captured mail', variable: 'MAIL_VIEWER_PASSWORD' };
export const COPY_EDITOR: GuardedArea = { id: 'copy-editor', realm: 'Copy editor', variable: 'CONTENT_EDITOR_PASSWORD' };

export const passwordOf = (area: GuardedArea): string | undefined => env()[area.variable];

/**
 * Whether a path is the mail viewer's or the copy editor's, read as Next.js routes it: decoded, so
 * that `/%64ev/mail` and `/api/%6Beystatic/update` are the viewer and the save they lead to.
 */
export function guardedAreaOf(pathname: string): GuardedArea | undefined {
  const path = decodedPath(pathname);
  if (/^\/dev(?:\/|$)/.test(path)) return MAIL_VIEWER;
  if (/^\/(?:api\/)?keystatic(?:\/|$)/.test(path)) return COPY_EDITOR;
  return undefined;
}

/** The path with its escapes decoded (an encoded `/` too: the router may split on it); as sent when it does not decode. */
export function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
