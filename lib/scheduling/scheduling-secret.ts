import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret that signs booking links when SCHEDULING_SECRET is not set (the embedded default): made
 * once in the data directory and kept, so links sent before a restart still work. Only the owner may
 * read it (mode 0600). Two processes starting at once must end up with one secret, and none may read a
 * half-written file: the secret is written and flushed under a temporary name, then linked into place,
 * which fails if the file already exists; the loser reads the winner's.
 */

export const SECRET_FILE_NAME = 'scheduling-secret';
const SECRET_BYTES = 32;
/** base64url of 32 bytes. */
const MIN_SECRET_LENGTH = Math.ceil((SECRET_BYTES * 4) / 3);

/** The secret kept in `directory`, made there first if there is none. */
export async function readOrCreateSchedulingSecret(directory: string): Promise<string> {
  const file = path.join(directory, SECRET_FILE_NAME);
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const temporary = path.join(directory, `.${SECRET_FILE_NAME}.${randomUUID()}.tmp`);
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(`${randomBytes(SECRET_BYTES).toString('base64url')}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  const kept = await readSecret(file);
  if (kept === undefined) throw new Error(`${file} vanished while it was being made.`);
  return kept;
}

async function readSecret(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (fewer than ${MIN_SECRET_LENGTH} characters). Delete it to make a new one; links sent so far will stop working.`,
    );
  }
  return secret;
}
