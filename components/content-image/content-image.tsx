import { getImageProps } from 'next/image';

/**
 * An image a marketer added (a story's photo, a question's picture), optimized by next/image
 * (AVIF or WebP, at the widths `sizes` asks for) but rendered as a plain `<img>` by the server:
 * `<Image>` is a client component, and both write a `style` attribute (dropped here) that the pages'
 * CSP refuses. `width` and `height` are the size it is laid out at: they reserve its space before it
 * arrives; CSS crops the image to that shape (docs/decisions.md "Customer stories are content").
 */
export function ContentImage(props: { src: string; alt: string; width: number; height: number; sizes: string; className: string }) {
  const { className, ...image } = props;
  const { props: imageProps } = getImageProps(image);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps's own <img> props, alt included
  return <img {...imageProps} style={undefined} className={className} />;
}
