import { isTurned, orientationTiff } from './orientation-exif';

/** The chunks a cleaned WebP keeps: the extended header, the ICC profile, animation, alpha and the image itself. */
const KEPT_CHUNKS = new Set(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);

/** The extended header's flags for the chunks that say who took the photo, where and when. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/**
 * The WebP without its metadata, the image chunks copied byte for byte (no re-encoding);
 * undefined when its structure is not a WebP's. EXIF and XMP chunks are dropped, and any chunk of
 * a vendor's (C2PA…), with the extended header's flags that announce them; where the photo had an
 * orientation, an EXIF chunk of that tag alone (./orientation-exif.ts) goes back at the end, where
 * the format places EXIF. Whatever lies past the RIFF container is dropped.
 */
export function cleanWebp(bytes: Buffer, orientation: number | undefined): Buffer | undefined {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) return undefined;
  const chunks: Buffer[] = [];
  let header: Buffer | undefined;
  let at = 12;
  while (at + 8 <= end) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const next = at + 8 + size + (size % 2); // chunks are padded to an even size
    if (next > end) return undefined;
    if (type === 'VP8X') {
      if (at !== 12 || size < 10) return undefined;
      header = Buffer.from(bytes.subarray(at, next));
      chunks.push(header);
    } else if (KEPT_CHUNKS.has(type)) chunks.push(bytes.subarray(at, next));
    at = next;
  }
  if (at !== end || !chunks.length) return undefined;
  const turned = isTurned(orientation);
  // A simple WebP (no extended header) has nowhere to hold EXIF: an orientation there is not one this code wrote.
  if (!header) return turned ? undefined : riff(chunks);
  header[8] = (header[8]! & ~(EXIF_FLAG | XMP_FLAG)) | (turned ? EXIF_FLAG : 0);
  if (turned) chunks.push(chunk('EXIF', orientationTiff(orientation)));
  return riff(chunks);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

function riff(chunks: readonly Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}
