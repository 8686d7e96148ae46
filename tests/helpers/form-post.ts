/**
 * Sends a page's form the way a browser without JavaScript does: loads the page, keeps the hidden
 * fields React wrote for its server action, adds the person's fields and posts them as
 * multipart/form-data to the page itself.
 */
import { newClientAddress } from './client';

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" };
export const decodeEntities = (text: string) => text.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (entity) => ENTITIES[entity]!);

/** The hidden fields of the page's first form of this class, as a body to post. */
async function hiddenFieldsOf(pageUrl: string, formClass: string): Promise<FormData> {
  const page = await (await fetch(pageUrl)).text();
  const form = new RegExp(`<form[^>]*class="${formClass}"[\\s\\S]*?</form>`).exec(page)?.[0];
  if (!form) throw new Error(`No ${formClass} form on ${pageUrl}`);
  const body = new FormData();
  for (const input of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)) {
    body.append(decodeEntities(input[1]!), decodeEntities(input[2] ?? ''));
  }
  return body;
}

/** A lead form's post; returns the HTML page the server action answers with. */
export async function postFormWithoutJavaScript(
  pageUrl: string,
  fields: Record<string, string | string[]>,
  clientAddress = newClientAddress(),
  /** More request headers (a browser's Accept, say). */
  headers: Record<string, string> = {},
): Promise<{ status: number; html: string; headers: Headers }> {
  const body = await hiddenFieldsOf(pageUrl, 'lead-form');
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const response = await fetch(pageUrl, { method: 'POST', body, headers: { ...headers, 'X-Forwarded-For': clientAddress } });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/**
 * Presses the button of a scheduling page (book, move, cancel: its `meeting-form`); returns the
 * page the action redirects to (post, redirect, get), as its URL and HTML.
 */
export async function pressMeetingButton(pageUrl: string, clientAddress = newClientAddress()): Promise<{ url: URL; html: string }> {
  const body = await hiddenFieldsOf(pageUrl, 'meeting-form');
  const posted = await fetch(pageUrl, { method: 'POST', body, headers: { 'X-Forwarded-For': clientAddress }, redirect: 'manual' });
  const location = posted.headers.get('location');
  if (posted.status !== 303 || !location) throw new Error(`The button of ${pageUrl} answered ${posted.status}: ${await posted.text()}`);
  const url = new URL(location, pageUrl);
  return { url, html: await (await fetch(url)).text() };
}
