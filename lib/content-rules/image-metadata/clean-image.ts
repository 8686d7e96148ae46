import sharp, { type Metadata } from 'sharp';
import { cleanJpeg } from './jpeg-metadata';
import { isTurned, orientationTiff } from './orientation-exif';
import { cleanPng } from './png-metadata';
import { cleanWebp } from './webp-metadata';

/**
 * An uploaded image without the details a camera or an editing program leaves in it (docs/decisions.md
 * "Pictures lose their personal details"): the GPS position of a photo taken at someone's home, the
 * owner's name, the camera's serial number, the dates, the software's history. It looks exactly as
 * it did: same orientation, same colour profile, same pixels. public/ serves the file as written
 * and the image optimizer works from it, so both are clean once the file is. Undefined when the
 * image cannot be cleaned (a structure the cleaners cannot follow, or a result that is not clean or
 * not the same picture): it is then not written at all.
 * - JPEG, PNG, WebP: the metadata are cut out of the file (./jpeg-metadata.ts, ./png-metadata.ts,
 *   ./webp-metadata.ts); the compressed image is copied byte for byte, never re-encoded.
 * - AVIF holds its metadata as items of an ISO BMFF container (EXIF, XMP, and boxes of vendors'
 *   such as C2PA's) located by file offsets: cutting them out means rewriting the offsets of
 *   everything after. It is re-encoded instead, which is clean by construction (sharp writes the
 *   pixels and the ICC profile, nothing else), the orientation turned into the pixels; the cost is
 *   a second lossy pass and a colour described only by CICP (no ICC) read as sRGB. A sequence
 *   (several frames) is refused.
 * Each result is read back by sharp (libvips, a reader of its own) before it is accepted.
 */
export async function cleanImage(bytes: Buffer): Promise<Buffer | undefined> {
  let before: Metadata;
  try {
    before = await sharp(bytes).metadata();
  } catch {
    return undefined;
  }
  const cleaned = await cleanedBytes(bytes, before);
  if (!cleaned) return undefined;
  let after: Metadata;
  try {
    after = await sharp(cleaned).metadata();
  } catch {
    return undefined;
  }
  // Re-encoding turns the pixels, so the AVIF comes out upright; the others keep the tag as it was.
  const orientation = before.format === 'heif' ? 1 : (before.orientation ?? 1);
  return personalMetadataIn(after) === undefined && looksTheSame(before, after) && (after.orientation ?? 1) === orientation
    ? cleaned
    : undefined;
}

async function cleanedBytes(bytes: Buffer, metadata: Metadata): Promise<Buffer | undefined> {
  if (metadata.format === 'jpeg') return cleanJpeg(bytes, metadata.orientation);
  if (metadata.format === 'png') return cleanPng(bytes, metadata.orientation);
  if (metadata.format === 'webp') return cleanWebp(bytes, metadata.orientation);
  if (metadata.format === 'heif' && metadata.compression === 'av1' && (metadata.pages ?? 1) === 1) {
    try {
      // Quality 80: an upload is compressed once already, and a second pass should not show. Effort 2:
      // the default (4) took 21 s for 4000 × 3000 pixels on a 2-core machine, 2 took 4 s, the file as large.
      return await sharp(bytes).autoOrient().keepIccProfile().avif({ quality: 80, effort: 2 }).toBuffer();
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * What in an image says more than its pixels, colour profile and orientation, as sharp reads it:
 * `EXIF`, `XMP`, `IPTC` or `text` (PNG's tEXt, zTXt and iTXt); undefined when there is none. An
 * EXIF block is let through only when it is the orientation block the cleaners write.
 */
export function personalMetadataIn(metadata: Metadata): 'EXIF' | 'XMP' | 'IPTC' | 'text' | undefined {
  if (metadata.exif && !isOrientationOnly(metadata.exif, metadata.orientation)) return 'EXIF';
  if (metadata.xmp) return 'XMP';
  if (metadata.iptc || metadata.tifftagPhotoshop) return 'IPTC';
  if (metadata.comments?.length) return 'text';
  return undefined;
}

function isOrientationOnly(exif: Buffer, orientation: number | undefined): boolean {
  if (!isTurned(orientation)) return false;
  const block = orientationTiff(orientation);
  // libvips hands EXIF over with the "Exif\0\0" of JPEG's APP1 in front, whatever the format held.
  return exif.equals(block) || exif.equals(Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), block]));
}

/** The same picture as shown: its type, its size once turned, its colour profile. */
function looksTheSame(before: Metadata, after: Metadata): boolean {
  const icc = (metadata: Metadata) => metadata.icc ?? Buffer.alloc(0);
  return (
    before.format === after.format &&
    before.autoOrient.width === after.autoOrient.width &&
    before.autoOrient.height === after.autoOrient.height &&
    icc(before).equals(icc(after))
  );
}
