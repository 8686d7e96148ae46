import { getImageProps } from 'next/image';
import type { StoryItem } from '@/lib/stories/stories';

/** The size the photo is laid out at (4:3, cropped by CSS to fit): it reserves the space before the photo arrives. */
const PHOTO = { width: 800, height: 600 };

/**
 * A story's photo, optimized by next/image (AVIF/WebP at the sizes the layout needs) but rendered as
 * a plain `<img>` by the server: `<Image>` is a client component, and both write a `style` attribute
 * (dropped here) that the pages' CSP refuses (docs/decisions.md "Customer stories are content").
 */
export function StoryPhoto({ photo }: { photo: StoryItem['photo'] }) {
  const { props } = getImageProps({ ...PHOTO, src: photo.src, alt: photo.alt, sizes: '(min-width: 48rem) 22rem, 100vw' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps's own <img> props, alt included
  return <img {...props} style={undefined} className="story-photo" />;
}
