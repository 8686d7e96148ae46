import { ContentImage } from '@/components/content-image/content-image';
import type { StoryItem } from '@/lib/stories/stories';

/** A story's photo, laid out at 4:3 (cropped by CSS to fit). */
export function StoryPhoto({ photo }: { photo: StoryItem['photo'] }) {
  return (
    <ContentImage
      src={photo.src}
      alt={photo.alt}
      width={800}
      height={600}
      sizes="(min-width: 48rem) 22rem, 100vw"
      className="story-photo"
    />
  );
}
