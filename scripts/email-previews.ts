/**
 * `npm run email:dev` runs this first: it writes React Email's preview folder, one file per email
 * (emails/preview/email-previews.tsx) and language (LOCALES), each a one-line default export whose
 * `PreviewProps` are that email's props for the shared samples. `email dev --dir .email-previews`
 * then lists them by language (docs/decisions.md "Email previews are React Email's, one per email
 * and language"). The folder is written afresh every time and never committed: a new email or
 * language appears on the next start, and a removed one disappears.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EMAIL_PREVIEWS } from '@/emails/preview/email-previews';
import { LOCALES } from '@/lib/i18n/locales';

/** The folder `email dev --dir` is given (package.json's email:dev), at the project's root. */
export const PREVIEW_FOLDER = '.email-previews';

/** Every preview file: `<locale>/<email>.tsx`, and what it holds. */
export function previewFiles(): { file: string; source: string }[] {
  return LOCALES.flatMap((locale) =>
    EMAIL_PREVIEWS.map(({ name }) => ({
      file: path.join(locale, `${name}.tsx`),
      source: [
        '// Written by scripts/email-previews.ts (npm run email:dev) from emails/preview/email-previews.tsx: edit that, not this.',
        "import { previewTemplate } from '@/emails/preview/email-previews';",
        '',
        `export default previewTemplate('${name}', '${locale}');`,
        '',
      ].join('\n'),
    })),
  );
}

/** Writes the preview folder under `root` afresh. */
export function writePreviewFolder(root = process.cwd()): string {
  const folder = path.join(root, PREVIEW_FOLDER);
  rmSync(folder, { recursive: true, force: true });
  for (const { file, source } of previewFiles()) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), source);
  }
  return folder;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = writePreviewFolder();
  console.log(`${previewFiles().length} email previews written to ${path.relative(process.cwd(), folder)}/`);
}
