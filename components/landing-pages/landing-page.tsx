import type { Locale } from '@/lib/i18n/locales';
import type { LandingPage, LandingPageBlock } from '@/lib/landing-pages/landing-page-rules';
import { CallToActionBlock } from './call-to-action-block';
import { FaqBlock } from './faq-block';
import { FeaturesBlock } from './features-block';
import { HeroBlock } from './hero-block';
import { ScreenBlock } from './screen-block';
import { StoryBlock } from './story-block';

/**
 * A campaign landing page (content/landing-pages/): its blocks in order, drawn with the home page's
 * parts. The hero opens the page (the rules see to it); a call to action right after it becomes
 * the hero's button, where a visitor looks first. Each heading's id is its block's place, so two
 * blocks of a kind never share one.
 */
export function LandingPageView({ page, locale }: { page: LandingPage; locale: Locale }) {
  const [first, second] = page.blocks;
  const heroAction = first?.discriminant === 'hero' && second?.discriminant === 'callToAction' ? second.value : undefined;
  return (
    <main id="main" className="landing">
      {page.blocks.map((block, index) =>
        index === 1 && heroAction ? null : (
          <Block key={index} block={block} locale={locale} id={`block-${index + 1}`} heroAction={index === 0 ? heroAction : undefined} />
        ),
      )}
    </main>
  );
}

function Block({
  block,
  locale,
  id,
  heroAction,
}: {
  block: LandingPageBlock;
  locale: Locale;
  id: string;
  heroAction?: Extract<LandingPageBlock, { discriminant: 'callToAction' }>['value'];
}) {
  switch (block.discriminant) {
    case 'hero':
      return <HeroBlock value={block.value} locale={locale} action={heroAction} />;
    case 'features':
      return <FeaturesBlock value={block.value} locale={locale} id={id} />;
    case 'productScreen':
      return <ScreenBlock value={block.value} locale={locale} id={id} />;
    case 'faq':
      return <FaqBlock value={block.value} locale={locale} id={id} />;
    case 'story':
      return <StoryBlock value={block.value} locale={locale} id={id} />;
    case 'callToAction':
      return <CallToActionBlock value={block.value} locale={locale} />;
  }
}
