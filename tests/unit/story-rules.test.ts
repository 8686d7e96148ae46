/**
 * The customer stories' rules (lib/stories/story-collection.ts): every visitor-facing text in every
 * language, lengths bounded, plain text, one figure with a digit, a photo in public/stories/ of a
 * type the optimizer serves, kebab-case file names, a unique order; each refusal names the file
 * and the field.
 */
import { describe, expect, it } from 'vitest';
import { CollectionContentError } from '@/lib/content-rules/collection-files';
import { IMAGE_ALT_LENGTH } from '@/lib/content-rules/content-images';
import { collectionProblems, loadCollection } from '@/lib/collections/collection-rules';
import type { CollectionFiles } from '@/lib/collections/content-collection';
import { STORIES_COLLECTION, STORY_LENGTHS } from '@/lib/stories/story-collection';
import { FIXTURE_SLUG, fixtureStory } from '../helpers/story-fixture';

const FILE = `content/stories/${FIXTURE_SLUG}.json`;
const storyProblems = (files: CollectionFiles) => collectionProblems(STORIES_COLLECTION, files);
const loadStories = (files: CollectionFiles) => loadCollection(STORIES_COLLECTION, files);
const problemsOf = (story: unknown, slug = FIXTURE_SLUG) => storyProblems({ [slug]: story });

describe('a story file that breaks a rule is refused, naming the file and the field', () => {
  it('accepts the fixture the cases below break', () => {
    expect(problemsOf(fixtureStory())).toEqual([]);
  });

  it('a language missing from the quote', () => {
    const story = fixtureStory();
    delete story.quote.de;
    expect(problemsOf(story)).toEqual([`${FILE} quote.de: missing: write the text in this language.`]);
  });

  it('a language the site does not have, in the photo’s alt text', () => {
    const story = fixtureStory();
    story.photo.alt.it = 'Un campo da padel al tramonto';
    expect(problemsOf(story)).toEqual([expect.stringMatching(/^content\/stories\/club-de-padel-ejemplo\.json photo\.alt\.it: /)]);
  });

  it('a photo without alt text in one language', () => {
    const story = fixtureStory();
    story.photo.alt.fr = ' ';
    expect(problemsOf(story)).toEqual([`${FILE} photo.alt.fr: write at least ${IMAGE_ALT_LENGTH.min} characters.`]);
  });

  it('a figure without a digit, and one without its label', () => {
    const story = fixtureStory();
    story.figure.value = 'much more';
    delete story.figure.label;
    expect(problemsOf(story)).toEqual([
      `${FILE} figure.value: write a figure: it has no digit.`,
      `${FILE} figure.label: missing: write it in every language (en, es, pt, fr, de).`,
    ]);
  });

  it('a photo outside public/stories/, of a type the optimizer does not serve, or named with spaces', () => {
    for (const src of ['/images/club.jpg', '/stories/club.gif', '/stories/Club Photo.jpg', 'https://example.com/stories/club.jpg']) {
      const story = fixtureStory();
      story.photo.src = src;
      expect(problemsOf(story)).toEqual([
        expect.stringMatching(/^content\/stories\/club-de-padel-ejemplo\.json photo\.src: must be an image in public\/stories\//),
      ]);
    }
  });

  it('accepts a photo where the editor writes it: in a folder of the story’s own', () => {
    const story = fixtureStory();
    story.photo.src = `/stories/${FIXTURE_SLUG}/photo/src.webp`;
    expect(problemsOf(story)).toEqual([]);
  });

  it('HTML in a quote, and a quote too long', () => {
    const story = fixtureStory();
    story.quote.es = 'Reservan <b>en segundos</b> desde la app del club.';
    story.quote.en = 'x'.repeat(STORY_LENGTHS.quote.max + 1);
    expect(problemsOf(story)).toEqual([
      `${FILE} quote.en: write at most ${STORY_LENGTHS.quote.max} characters.`,
      `${FILE} quote.es: plain text only: no HTML tags.`,
    ]);
  });

  it('a field the story does not have, and the person’s name missing', () => {
    const story = fixtureStory();
    story.rating = 5;
    delete story.person.name;
    expect(problemsOf(story)).toEqual([
      `${FILE} person.name: missing: write the person’s name.`,
      `${FILE} rating: Unrecognized key: "rating".`,
    ]);
  });

  it('a file name that is not kebab-case', () => {
    expect(problemsOf(fixtureStory(), 'Club_Ejemplo')).toEqual([
      "content/stories/Club_Ejemplo.json: the file's name must be kebab-case (lowercase letters, digits and single hyphens).",
    ]);
  });

  it('two stories with the same order', () => {
    expect(storyProblems({ 'club-a': fixtureStory(), 'club-b': fixtureStory() })).toEqual([
      'content/stories/club-b.json order: 10 is also the order of content/stories/club-a.json; give each entry its own.',
    ]);
  });
});

describe('loading the stories', () => {
  it('returns them in order, each with its slug', () => {
    const later = { ...fixtureStory(), order: 20 };
    const earlier = { ...fixtureStory(), order: 5 };
    expect(loadStories({ later, earlier }).map((story) => story.slug)).toEqual(['earlier', 'later']);
  });

  it('is nothing, not an error, with no file', () => {
    expect(loadStories({})).toEqual([]);
  });

  it('stops the build on a bad file, naming it', () => {
    const story = fixtureStory();
    delete story.city;
    expect(() => loadStories({ [FIXTURE_SLUG]: story })).toThrow(CollectionContentError);
    expect(() => loadStories({ [FIXTURE_SLUG]: story })).toThrow(`${FILE} city: `);
  });
});
