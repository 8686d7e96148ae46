/** Reads the embedded outboxes that a test server writes under its DATA_DIR. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResendBody } from '@/lib/delivery/outgoing-email';

/** A message in the mail outbox: the exact Resend body. */
export type CapturedEmail = ResendBody;

export interface CapturedEvent {
  calendarId: string;
  requestBody: { id: string; summary: string; description: string; start: { dateTime: string }; end: { dateTime: string } };
}

export async function readOutbox<T>(dataDir: string, folder: 'mail' | 'calendar'): Promise<Map<string, T>> {
  const directory = path.join(dataDir, folder);
  const names = await readdir(directory).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => [name.slice(0, -5), JSON.parse(await readFile(path.join(directory, name), 'utf8')) as T] as const),
  );
  return new Map(entries);
}

/** Polls until `check` passes (deliveries happen after the response), or fails with its last error. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
