import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ResendBody } from './outgoing-email';

/** A message in the embedded outbox (DATA_DIR/mail): the Resend body, with its key and time. */
export type CapturedMail = ResendBody & { id: string; capturedAt: Date };

export async function listCapturedMail(dataDir: string): Promise<CapturedMail[]> {
  const folder = path.join(/*turbopackIgnore: true*/ dataDir, 'mail');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const messages = await Promise.all(
    names.map(async (name) => {
      const file = path.join(/*turbopackIgnore: true*/ folder, name);
      const [content, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      return { ...(JSON.parse(content) as ResendBody), id: name.slice(0, -5), capturedAt: info.mtime };
    }),
  );
  return messages.sort((a, b) => b.capturedAt.getTime() - a.capturedAt.getTime());
}
