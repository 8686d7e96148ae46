/**
 * Citations stay true: the project's documents are docs/ (api.md, architecture.md, decisions.md,
 * notes.md, performance.md for the performance budgets and their figures, and webhooks.md for the receivers of the site's webhooks). No file may point to documents a clone does not have (the contract's folder beside
 * the checkout and the files that lived there), and every `docs/<file>.md "<heading>"` citation,
 * in comments or prose, and every link between the docs must name a file and heading that exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
const SELF = 'tests/unit/doc-citations.test.ts';
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', '.git', '.data']);
/** Copies of other projects' schemas (docs/notes.md "Validation schemas"): their `docs/` is their own. */
const COPIES = /^tests\/schemas\/.*\.(?:json|xsd)$/;

/** Built from pieces, so that this file does not cite what it forbids. */
const OUTSIDE_REFERENCES = [
  { name: 'the folder beside the checkout', pattern: new RegExp(['\\.\\./', 'shared/'].join('')) },
  { name: 'the documents that lived there', pattern: new RegExp(`\\b(?:${['SPEC', 'DESIGN', 'NOTES'].join('|')})\\.md\\b`) },
];

/**
 * Reads, not citations: tests/unit/schema-copies.test.ts compares tests/schemas/ with the
 * originals when the contract's folder happens to sit beside the checkout (docs/notes.md
 * "Validation schemas"), so its path is in code there.
 */
const ALLOWED: Record<string, string[]> = {
  'tests/unit/schema-copies.test.ts': ['the folder beside the checkout'],
};

/** The repository's files: tracked and new ones (git), or a walk where there is no git. */
function projectFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
    return listed.split('\0').filter((file) => file && !file.split('/').some((part) => SKIPPED_FOLDERS.has(part)));
  } catch {
    const walk = (folder: string): string[] =>
      readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
        const relative = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(relative);
        return entry.isFile() ? [relative] : [];
      });
    return walk('');
  }
}

/** Text files only (a NUL byte marks a binary one, such as the brochure PDFs). */
function textFiles(): { file: string; text: string }[] {
  return projectFiles().flatMap((file) => {
    const full = path.join(ROOT, file);
    if (file === SELF || !existsSync(full) || statSync(full).size > 2_000_000) return [];
    const text = readFileSync(full, 'utf8');
    return text.includes('\0') ? [] : [{ file, text }];
  });
}

/** GitHub's anchor of a heading: lowercase, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');
}

/** The headings of each docs/*.md, by file name. */
function docHeadings(): Map<string, string[]> {
  return new Map(
    readdirSync(DOCS)
      .filter((name) => name.endsWith('.md'))
      .map((name) => {
        const text = readFileSync(path.join(DOCS, name), 'utf8').replace(/```[\s\S]*?```/g, '');
        return [name, [...text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1]!.replaceAll('`', ''))];
      }),
  );
}

/** A comment's lines joined into one, so that a citation wrapped across lines is read whole. */
function unwrapped(text: string): string {
  return text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|--|#(?=\s))?[ \t]*/g, ' ');
}

describe('citations of the project documents', () => {
  const files = textFiles();
  const headings = docHeadings();

  it('finds the documents and the files to check', () => {
    expect([...headings.keys()].sort()).toEqual(['api.md', 'architecture.md', 'decisions.md', 'notes.md', 'performance.md', 'webhooks.md']);
    expect(files.length).toBeGreaterThan(100);
  });

  it('cites nothing outside the repository', () => {
    const found = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE_REFERENCES.filter(({ name, pattern }) => pattern.test(line) && !ALLOWED[file]?.includes(name)).map(
            ({ name }) => `${file}:${index + 1} points to ${name}: ${line.trim()}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('gives every docs file a heading only once, so a citation names one place', () => {
    const repeated = [...headings].flatMap(([name, list]) =>
      list.filter((heading, index) => list.indexOf(heading) !== index).map((heading) => `${name}: "${heading}"`),
    );
    expect(repeated).toEqual([]);
  });

  it('cites only docs files and headings that exist', () => {
    const broken = files.flatMap(({ file, text }) => {
      if (COPIES.test(file)) return [];
      const flat = unwrapped(text);
      const problems: string[] = [];
      for (const match of flat.matchAll(/\bdocs\/([\w.-]+\.md)(?:[ \t]+"([^"\n]+)")?/g)) {
        const [citation, name, heading] = match;
        const list = headings.get(name!);
        if (!list) problems.push(`${file}: ${citation} (no such file in docs/)`);
        else if (heading !== undefined && !list.includes(heading)) problems.push(`${file}: ${citation} (no such heading)`);
      }
      return problems;
    });
    expect(broken).toEqual([]);
  });

  it('links between the docs only to files and headings that exist', () => {
    const broken = [...headings.keys()].flatMap((name) => {
      // Code spans and blocks show link syntax as an example (llms.txt's `- [name](url)`): not links.
      const text = readFileSync(path.join(DOCS, name), 'utf8')
        .replace(/```[\s\S]*?```/g, '')
        .replace(/`[^`\n]*`/g, '');
      return [...text.matchAll(/\]\(([^)\s]*)\)/g)].flatMap(([link, target]) => {
        if (/^[a-z]+:/.test(target!)) return [];
        const [file = '', anchor] = target!.split('#');
        const targetPath = path.resolve(DOCS, file || name);
        if (!existsSync(targetPath)) return [`docs/${name}: ${link} (no such file)`];
        if (anchor === undefined) return [];
        const targetHeadings = headings.get(path.relative(DOCS, targetPath));
        return targetHeadings?.map(anchorOf).includes(anchor) ? [] : [`docs/${name}: ${link} (no such heading)`];
      });
    });
    expect(broken).toEqual([]);
  });
});
