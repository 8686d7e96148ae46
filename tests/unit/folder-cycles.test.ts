/**
 * The folders of lib/ form layers: no folder imports, directly or through others, a folder that
 * imports it back (docs/architecture.md "Layout"). A cycle means a concern leaks into another (the
 * operations knowing HTTP codes, the store knowing the queue) and makes each harder to test alone.
 * A file directly under lib/ counts as a folder of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = path.resolve(import.meta.dirname, '../../lib');
const IMPORT = /(?:from\s+|import\s*\(\s*)'([^']+)'/g;

/** `lib/api/errors.ts` → `api`; `lib/settings/env.ts` → `env`. */
function folderOf(file: string): string {
  const [first, ...rest] = path.relative(LIB, file).split(path.sep);
  return rest.length > 0 ? first! : first!.replace(/\.tsx?$/, '');
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Which unit imports which, with one file that does it, for the failure message. */
function unitGraph(files: string[], unitOf: (file: string) => string = folderOf): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = unitOf(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = specifier!.startsWith('@/lib/')
        ? path.join(LIB, specifier!.slice('@/lib/'.length))
        : specifier!.startsWith('.')
          ? path.resolve(path.dirname(file), specifier!)
          : null;
      if (!target || path.relative(LIB, target).startsWith('..')) continue;
      const to = unitOf(`${target}.ts`);
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, path.relative(LIB, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, as `a → b (via file) → … → a`. */
function cycles(graph: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (unit: string, trail: string[]) => {
    const at = trail.indexOf(unit);
    if (at >= 0) {
      const loop = [...trail.slice(at), unit];
      found.push(loop.map((step, index) => (index === 0 ? step : `${step} (${graph.get(loop[index - 1]!)!.get(step)})`)).join(' → '));
      return;
    }
    if (done.has(unit)) return;
    for (const next of graph.get(unit)?.keys() ?? []) walk(next, [...trail, unit]);
    done.add(unit);
  };
  for (const unit of graph.keys()) walk(unit, []);
  return found;
}

describe('lib/ folders', () => {
  it('import one another without cycles', () => {
    expect(cycles(unitGraph(sourceFiles(LIB)))).toEqual([]);
  });

  it('hold files that import one another without cycles, types included', () => {
    const fileOf = (file: string) => path.relative(LIB, file).replace(/\.tsx?$/, '');
    expect(cycles(unitGraph(sourceFiles(LIB), fileOf))).toEqual([]);
  });

  it('would report a cycle (the check itself)', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['a', 'b/y.ts']])],
    ]);
    expect(cycles(graph)).toEqual(['a → b (a/x.ts) → a (b/y.ts)']);
  });
});
