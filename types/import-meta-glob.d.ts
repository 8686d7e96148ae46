/**
 * `import.meta.glob`, the part of it the site uses (lib/collections/site-files.ts): Turbopack and Vite
 * (the unit tests) both replace it at build time with the matching modules, eagerly imported.
 */
interface ImportMeta {
  glob(pattern: string, options: { eager: true; import: 'default' }): Record<string, unknown>;
}
