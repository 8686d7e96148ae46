import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { STORIES, storyItem } from '@/lib/stories/stories';
import type { Story } from '@/lib/stories/story-collection';
import { StoryPhoto } from './story-photo';

/**
 * The home page's customer stories (content/stories/): each a photo, the one figure the club
 * achieved, and the person's quote with who they are. None are invented, so with no story there is
 * no section at all, not even its heading (docs/decisions.md "Customer stories are content").
 */
export async function StoriesSection({
  locale,
  stories = STORIES,
  headingId = 'stories',
}: {
  locale: Locale;
  stories?: readonly Story[];
  /** Unique on its page: a landing page numbers its blocks' headings. */
  headingId?: string;
}) {
  if (!stories.length) return null;
  const t = await getTranslations({ locale, namespace: 'stories' });
  return (
    <section className="section stories" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('title', { product: SITE.productName })}</h2>
      <ul className="story-list">
        {stories.map((story) => {
          const item = storyItem(story, locale);
          return (
            <li key={item.slug} className="story">
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
            </li>
          );
        })}
      </ul>
    </section>
  );
}
