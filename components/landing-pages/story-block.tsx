import { StoriesSection } from '@/components/stories/stories-section';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockOf } from '@/lib/landing-pages/landing-page-rules';
import { STORIES } from '@/lib/stories/stories';

/** One customer story, as the home page shows them, under the same heading. */
export function StoryBlock({ value, locale, id }: { value: BlockOf<'story'>; locale: Locale; id: string }) {
  // The rules refuse a page naming a story the build lacks (lib/landing-pages/landing-pages.ts).
  const stories = STORIES.filter((story) => story.slug === value.story);
  return <StoriesSection locale={locale} stories={stories} headingId={id} />;
}
