/**
 * Vitest's global setup: the brochure PDFs are built from the copy, never committed, and the
 * suites that mail a brochure need them, also on a fresh checkout before any build.
 */
import { writeBrochures } from '../../scripts/build-brochures';

export default async function buildBrochures(): Promise<void> {
  await writeBrochures();
}
