/**
 * Sends a lead form the way a browser without JavaScript does: loads the form page, keeps the
 * hidden fields React wrote for its server action, adds the person's fields and posts them as
 * multipart/form-data to the page itself. Returns the HTML page the server action answers with.
 */
import { newClientAddress } from './client';

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" };
const decode = (text: string) => text.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (entity) => ENTITIES[entity]!);

export async function postFormWithoutJavaScript(
  pageUrl: string,
  fields: Record<string, string | string[]>,
  clientAddress = newClientAddress(),
): Promise<{ status: number; html: string }> {
  const page = await (await fetch(pageUrl)).text();
  const form = /<form[^>]*class="lead-form"[\s\S]*?<\/form>/.exec(page)?.[0];
  if (!form) throw new Error(`No lead form on ${pageUrl}`);
  const body = new FormData();
  for (const input of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)) {
    body.append(decode(input[1]!), decode(input[2] ?? ''));
  }
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const response = await fetch(pageUrl, { method: 'POST', body, headers: { 'X-Forwarded-For': clientAddress } });
  return { status: response.status, html: await response.text() };
}
