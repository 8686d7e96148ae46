import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrCreateSchedulingSecret, SECRET_FILE_NAME } from '@/lib/scheduling/scheduling-secret';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'scheduling-secret-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('readOrCreateSchedulingSecret', () => {
  it('makes a random secret readable by its owner only, and keeps it', async () => {
    const secret = await readOrCreateSchedulingSecret(directory);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect((await stat(path.join(directory, SECRET_FILE_NAME))).mode & 0o777).toBe(0o600);
    expect(await readOrCreateSchedulingSecret(directory)).toBe(secret);
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'scheduling-secret-'));
    expect(await readOrCreateSchedulingSecret(elsewhere)).not.toBe(secret);
    await rm(elsewhere, { recursive: true, force: true });
  });

  it('gives every caller racing to make it the same secret, and leaves no temporary file', async () => {
    const secrets = await Promise.all(Array.from({ length: 20 }, () => readOrCreateSchedulingSecret(directory)));
    expect(new Set(secrets).size).toBe(1);
    expect(await readdir(directory)).toEqual([SECRET_FILE_NAME]);
  });

  it('makes the data directory when it does not exist yet', async () => {
    const nested = path.join(directory, 'data', 'dir');
    const secret = await readOrCreateSchedulingSecret(nested);
    expect(await readOrCreateSchedulingSecret(nested)).toBe(secret);
  });

  it('reads a secret put there by hand', async () => {
    const mine = 'x'.repeat(50);
    await writeFile(path.join(directory, SECRET_FILE_NAME), `${mine}\n`, { mode: 0o600 });
    expect(await readOrCreateSchedulingSecret(directory)).toBe(mine);
  });

  it('refuses a file too short to be a secret rather than replace it (links already sent would break)', async () => {
    await writeFile(path.join(directory, SECRET_FILE_NAME), '\n', { mode: 0o600 });
    await expect(readOrCreateSchedulingSecret(directory)).rejects.toThrow(/no usable secret/);
  });
});
