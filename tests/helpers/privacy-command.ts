/**
 * The store and the privacy commands (`leads:export`, `leads:erase`) as an operator reaches them,
 * for suites that open a store of their own (no server): the store is closed again at once, as it
 * must be on PGlite (one opener) before the command runs.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { openStore } from '@/lib/runtime/open-store';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
}

type OpenedDatabase = Awaited<ReturnType<typeof openStore>>['database'];

export async function withStoreAt<T>({ dataDir, databaseUrl }: StoreLocation, work: (database: OpenedDatabase) => Promise<T>): Promise<T> {
  const { database } = await openStore({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Runs the documented command on that store (with `extraEnv`, e.g. the team's tools) and returns its JSON. */
export async function runPrivacyCommandAt(
  location: StoreLocation,
  action: 'export' | 'erase',
  person: string,
  extraEnv: Record<string, string> = {},
) {
  const { stdout } = await promisify(execFile)(process.execPath, privacyCommand(action, person), privacyCommandOptions(location, extraEnv));
  return JSON.parse(stdout);
}

/** The same command, also when it fails: its exit code, its JSON and what it said on stderr. */
export async function runPrivacyCommandWithExitAt(
  location: StoreLocation,
  action: 'export' | 'erase',
  person: string,
  extraEnv: Record<string, string> = {},
): Promise<{ code: number; result: any; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      privacyCommand(action, person),
      privacyCommandOptions(location, extraEnv),
    );
    return { code: 0, result: JSON.parse(stdout), stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, result: failed.stdout ? JSON.parse(failed.stdout) : undefined, stderr: failed.stderr ?? '' };
  }
}

const privacyCommand = (action: string, person: string) => [
  path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
  'scripts/leads-privacy.ts',
  action,
  person,
];

function privacyCommandOptions({ dataDir, databaseUrl }: StoreLocation, extraEnv: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return { cwd: ROOT, env, encoding: 'utf8' as const, timeout: 60_000 };
}
