import type { Locale } from '@/lib/i18n/locales';
import { siteEntries } from '@/lib/collections/site-files';
import { STORIES_COLLECTION, type Story } from './story-collection';

/** Every customer story, in order; none until marketers add the first. A file that breaks the rules fails the build here. */
export const STORIES: readonly Story[] = siteEntries(STORIES_COLLECTION);

/** One story as the page shows it, in one language. */
export interface StoryItem {
  slug: string;
  club: string;
  city: string;
  person: string;
  role: string;
  quote: string;
  figure: { value: string; label: string };
  photo: { src: string; alt: string };
}

export function storyItem(story: Story, locale: Locale): StoryItem {
  return {
    slug: story.slug,
    club: story.club,
    city: story.city[locale],
    person: story.person.name,
    role: story.person.role[locale],
    quote: story.quote[locale],
    // A figure never breaks across lines ("+38" above "%"): its spaces are no-break ones.
    figure: { value: story.figure.value.replaceAll(' ', '\u00a0'), label: story.figure.label[locale] },
    photo: { src: story.photo.src, alt: story.photo.alt[locale] },
  };
}
