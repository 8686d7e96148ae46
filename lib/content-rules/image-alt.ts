import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { perLocale, plainText } from './collection-files';
import { IMAGE_ALT_LENGTH } from './content-images';

/**
 * The alt texts of an optional picture (a question's, the home page's): one box per language, which
 * the editor writes empty while there is no picture, and which must all be filled once there is.
 */
export const optionalAltTexts = perLocale(z.string({ error: 'must be text' }).optional()).optional();

const ALT_TEXT = plainText(IMAGE_ALT_LENGTH, 'missing');
const ALT_TEXT_HELP = 'say what the picture shows, for whoever cannot see it';

type WithPicture = { image?: string; imageAlt?: Partial<Record<Locale, string | undefined>> };

/** With a picture, its alt text in every language: what a screen reader says instead of it. A schema's superRefine. */
export function requireAltTexts(entry: WithPicture, context: z.RefinementCtx<WithPicture>): void {
  for (const locale of entry.image ? LOCALES : []) {
    const alt = ALT_TEXT.safeParse(entry.imageAlt?.[locale] || undefined);
    if (!alt.success)
      context.addIssue({ code: 'custom', path: ['imageAlt', locale], message: `${alt.error.issues[0]!.message}: ${ALT_TEXT_HELP}` });
  }
}
