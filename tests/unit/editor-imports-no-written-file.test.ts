/**
 * The copy editor's page, and its code in the browser, import no file the editor writes
 * (docs/decisions.md "The editor imports no file it writes"): under `next dev` a save of an
 * imported file rebuilt and refreshed the editor while it was saving, which then showed the old
 * value, an empty form, "Entry not found" or "Restored draft". The files its fields are made from
 * come from the server at each visit (lib/content-editor/editor-files.ts). A walk of the imports from
 * the editor's page and layout, as the bundler follows them (type-only imports are erased).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionFileOf } from '@/lib/content-editor/collection-saves';
import { EDITED_FILES } from '@/lib/content-editor/edited-files';
import { GLOSSARY_FILE } from '@/lib/content-rules/language-rules';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRIES = ['app/keystatic/[[...params]]/page.tsx', 'app/keystatic/layout.tsx'];
/** Where the editor writes: the messages, the content files and folders, the pictures. */
const WRITTEN = /^(messages|content|public)\//;
/**
 * The glossary the boxes apply (lib/content-rules/site-glossary.ts) is in content/ but is no file
 * the editor writes: a save of it is refused (checked below).
 */
const NEVER_WRITTEN = [GLOSSARY_FILE];
/** Static and dynamic imports and re-exports, but not `import type` / `export type`. */
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolved(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const file = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!file) throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
  return file;
}

/** Every project file reached from the entries, each with the file that imports it, and the modules that glob folders. */
function reached(entries: string[]): { files: Map<string, string>; globs: string[] } {
  const files = new Map<string, string>();
  const globs: string[] = [];
  const walk = (file: string, by: string) => {
    if (files.has(file)) return;
    files.set(file, by);
    if (!/\.(tsx?|m?js)$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    if (source.includes('import.meta.glob(')) globs.push(path.relative(ROOT, file));
    for (const [, stat, dynamic] of source.matchAll(IMPORT)) {
      const target = resolved(file, (stat ?? dynamic)!);
      if (target) walk(target, path.relative(ROOT, file));
    }
  };
  for (const entry of entries) walk(path.join(ROOT, entry), '(entry)');
  return { files, globs };
}

describe('the copy editor’s page and code', () => {
  const { files, globs } = reached(ENTRIES);

  it('import none of the files the editor writes, nor a folder of them', () => {
    const written = [...files].flatMap(([file, by]) => {
      const relative = path.relative(ROOT, file);
      return WRITTEN.test(relative) && !NEVER_WRITTEN.includes(relative) ? [`${relative} (imported by ${by})`] : [];
    });
    expect(written).toEqual([]);
    expect(globs).toEqual([]);
    for (const file of NEVER_WRITTEN) expect(EDITED_FILES.includes(file) || collectionFileOf(file) !== undefined, file).toBe(false);
  });

  it('walk the editor’s own code (the walk follows its imports)', () => {
    const walked = [...files.keys()].map((file) => path.relative(ROOT, file));
    expect(walked).toEqual(
      expect.arrayContaining([
        'components/content-editor/content-editor.tsx',
        'lib/content-editor/editor-config.ts',
        'lib/editor-fields/copy-sections.ts',
        'lib/content-editor/price-list-labels.ts',
        'lib/collection-registry/registry.ts',
      ]),
    );
  });
});
