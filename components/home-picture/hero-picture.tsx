import { ContentImage } from '@/components/content-image/content-image';
import { MemberAppScreen } from '@/components/product-screens';
import type { HomePicture } from '@/lib/home-picture/home-picture';
import type { Locale } from '@/lib/i18n/locales';
import { SAMPLE_CLUB_LOOK } from '@/lib/product-screens/club-look';

/** The size the photo is laid out at on a computer (CSS crops it there; a phone shows it 4:3, full width). */
const PHOTO = { width: 300, height: 375 };

/**
 * Beside the home page's headline: the marketers' photo when they have added one (content/home-picture/),
 * the page's largest image and so fetched first; else the drawn member app, as shipped.
 */
export function HeroPicture({ locale, picture }: { locale: Locale; picture: HomePicture | undefined }) {
  if (!picture)
    return (
      <div className="hero-screen">
        <MemberAppScreen locale={locale} club={SAMPLE_CLUB_LOOK} />
      </div>
    );
  return (
    <ContentImage
      src={picture.src}
      alt={picture.alt[locale].trim()}
      {...PHOTO}
      sizes={`(min-width: 900px) ${PHOTO.width}px, min(480px, 100vw)`}
      className="hero-photo"
      preload
    />
  );
}
