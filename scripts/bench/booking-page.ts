/**
 * The path of a demo's booking page (the week of free times a person picks from), as a person
 * reaches it: a demo request sent to the API, then the link in its confirmation, read from the
 * outbox the server writes into its DATA_DIR. For Lighthouse, which measures every kind of page.
 */
import { getOperation } from '@/lib/operations/registry';
import { readOutbox, type CapturedEmail } from '../../tests/helpers/outbox';

export async function bookingPagePath(server: { url: string; dataDir: string }, locale: string): Promise<string> {
  const demo = getOperation('requestDemo');
  const email = `lighthouse-${locale}-${Date.now()}@example.com`;
  const response = await fetch(`${server.url}${demo.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify({ ...demo.example, email }),
  });
  if (!response.ok) throw new Error(`The demo request for the booking page was refused: ${response.status} ${await response.text()}`);
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const mail of (await readOutbox<CapturedEmail>(server.dataDir, 'mail')).values()) {
      if (!mail.to.includes(email)) continue;
      const link = [...mail.text.matchAll(/https?:\/\/[^\s<>")\]]+/g)]
        .map((match) => new URL(match[0]))
        .find((url) => url.pathname.endsWith('/demo/book'));
      if (link) return link.pathname + link.search;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No booking link reached ${email} within 20 s`);
}
