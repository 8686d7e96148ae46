import { getTranslations } from 'next-intl/server';
import { StoryPhoto } from '@/components/stories/story-photo';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockOf } from '@/lib/landing-pages/landing-page-rules';
import { SITE } from '@/lib/site/site-content';
import { STORIES, storyItem } from '@/lib/stories/stories';

/** One customer story, as the home page shows each (components/stories/stories-section.tsx), under the same heading. */
export async function StoryBlock({ value, locale, id }: { value: BlockOf<'story'>; locale: Locale; id: string }) {
  const story = STORIES.find((candidate) => candidate.slug === value.story);
  // The rules refuse a page naming a story the build lacks (lib/landing-pages/landing-pages.ts).
  if (!story) return null;
  const t = await getTranslations({ locale, namespace: 'stories' });
  const item = storyItem(story, locale);
  return (
    <section className="section stories" aria-labelledby={id}>
      <h2 id={id}>{t('title', { product: SITE.productName })}</h2>
      <div className="story">
        <StoryPhoto photo={item.photo} />
        <div className="story-text">
          <p className="story-figure">
            <strong>{item.figure.value}</strong> <span>{item.figure.label}</span>
          </p>
          <figure className="story-quote">
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <cite>{item.person}</cite>
              <span>{item.role}</span>
              <span>
                {item.club} · {item.city}
              </span>
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
