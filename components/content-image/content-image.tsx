import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * An image a marketer added (a story's photo, a question's picture, the home page's photo),
 * optimized by next/image (AVIF or WebP, at the widths `sizes` asks for) but rendered as a plain
 * `<img>` by the server: `<Image>` is a client component, and both write a `style` attribute
 * (dropped here) that the pages' CSP refuses. `width` and `height` are the size it is laid out at:
 * they reserve its space before it arrives; CSS crops the image to that shape (docs/decisions.md
 * "Customer stories are content"). `preload` is for the page's largest image at its top: fetched
 * first, from a `<link rel="preload">` in the head, as `<Image preload>` would.
 */
export function ContentImage(props: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className: string;
  preload?: boolean;
}) {
  const { className, preload = false, ...image } = props;
  const { props: imageProps } = getImageProps({ ...image, preload, fetchPriority: preload ? 'high' : undefined });
  if (preload)
    preloadResource(imageProps.src, { as: 'image', imageSrcSet: imageProps.srcSet, imageSizes: imageProps.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps's own <img> props, alt included
  return <img {...imageProps} style={undefined} className={className} />;
}
