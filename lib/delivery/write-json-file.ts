import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes JSON to a temporary file, then renames it: a reader never sees half a file. */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, JSON.stringify(value, null, 2));
  await rename(`${file}.tmp`, file);
}
