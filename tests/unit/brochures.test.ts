/** The shipped brochure PDFs are the ones the script makes from the current copy: one page each. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROCHURE_FOLDER, brochureFileName } from '@/lib/delivery/brochure';
import { LOCALES } from '@/lib/i18n/locales';
import { renderBrochure } from '../../scripts/build-brochures';

describe.each(LOCALES)('the %s brochure', (locale) => {
  it('is a one-page PDF, rebuilt from the current copy (run `npm run brochures` after editing it)', async () => {
    const shipped = await readFile(path.join(BROCHURE_FOLDER, brochureFileName(locale)));
    expect(shipped.subarray(0, 5).toString()).toBe('%PDF-');
    expect(shipped.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(Buffer.compare(shipped, await renderBrochure(locale))).toBe(0);
  });
});
