import type { ComponentSchema } from '@keystatic/core';
import type { fields } from '@keystatic/core';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { LandingPagePath } from '@/lib/site/site-pages';

/**
 * A content collection as one declaration (docs/decisions.md "One declaration per collection"):
 * its folder of JSON files, the schema of an entry, how entries are named and ordered, the image
 * an entry shows, the entries of other collections it names, its editor's fields and the pages it
 * adds to the sitemap. The loader (lib/collections/site-files.ts), the save check
 * (lib/content-editor/collection-saves.ts), `npm run check:i18n` (lib/collections/collection-folder.ts),
 * the sitemap and the editor read the list of them (./registry.ts), as the surfaces of an operation
 * read the operation registry: adding a collection is one declaration and its copy.
 */

/** A collection's files by entry name (the file's name without `.json`). */
export type CollectionFiles = Readonly<Record<string, unknown>>;

/** The entries' names of other collections, by each collection's key: what an entry may name. */
export type EntryNames = Readonly<Partial<Record<string, readonly string[]>>>;

/** One page a collection adds to the sitemap, in the languages it exists in. */
export interface SitemapPage {
  path: LandingPagePath;
  languages: readonly Locale[];
}

/** A name an entry gives of another collection's entry, and the box it stands in (`blocks 2 (features) cards`). */
export interface EntryReference {
  box: string;
  collection: AnyCollection;
  names: readonly string[];
}

export interface ContentCollection<Schema extends z.ZodType = z.ZodType> {
  /** Its key in the editor (`/keystatic/collection/<key>`), and the name other collections know it by. */
  key: string;
  /** From the project's root: `content/faq`. */
  folder: string;
  /** What its files are, for the error that stops the build: `The FAQ files`. */
  what: string;
  schema: Schema;
  /**
   * How entries are named and ordered: `ordered`, each its own `order` (kebab-case names); `named`,
   * by name, whose own rules `nameProblems` gives (a landing page's name is its address); or the
   * folder's `single` file (`picture`), one page in the editor rather than a list.
   */
  entries:
    | { kind: 'ordered'; compare?: (a: z.output<Schema>, b: z.output<Schema>) => number }
    | { kind: 'named'; nameProblems: (slug: string) => string[] }
    | { kind: 'single'; name: string; /** What the one file is, for the problem of any other: `the home page’s picture`. */ what: string };
  /** The image an entry shows: the folder in public/ the editor writes it to, and the field naming it (`photo.src`). */
  image?: { folder: string; field: readonly string[] };
  /** The collections whose entries an entry names, and the names an entry gives: each must exist. */
  references?: {
    collections: readonly AnyCollection[];
    of(entry: z.output<Schema>): EntryReference[];
  };
  /** The box an issue is about, where its dotted path would not say it plainly (a landing page's blocks). */
  box?: (issue: z.core.$ZodIssue, json: unknown) => string;
  /** The pages the entries add to the sitemap. */
  sitemap?: (entries: readonly Entry<Schema>[]) => SitemapPage[];
  editor: EditorDeclaration;
}

/** The editor's side of a collection: its label, its fields, and where "Preview" opens. */
export interface EditorDeclaration {
  label: string;
  /** The help of the entry's name, or a field of its own (a landing page's name is its address); not for a single file. */
  name?: string | ReturnType<typeof fields.text>;
  columns?: string[];
  schema: Record<string, ComponentSchema>;
  /** The page after `/{locale}` that shows the entries: `/faq`, `''` (home), `/{slug}` (the entry's own). */
  preview: string;
  /** A single file is listed under this page of the copy in the editor's menu (`home`), where a marketer looks for it. */
  besideCopyPage?: string;
}

// The registry holds collections of every schema; their functions are only ever called with their own entries.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCollection = ContentCollection<any>;

/** An entry as loaded: the file's contents by its schema, with its name. */
export type Entry<Schema extends z.ZodType> = z.output<Schema> & { slug: string };

/** A declaration, its types checked and kept (`entries`' compare sees the entry's shape). */
export const defineCollection = <Schema extends z.ZodType>(collection: ContentCollection<Schema>) => collection;
