import { crc32 } from 'node:zlib';
import { isTurned, orientationTiff } from './orientation-exif';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The chunks a cleaned PNG keeps, by name: the image (header, palette, data, end, transparency),
 * how to show its colours (ICC profile, sRGB, gamma, chromaticities, CICP and HDR levels,
 * significant bits, background, histogram, pixel size) and animation (APNG). A list of what to
 * keep rather than what to drop: text chunks (tEXt, zTXt, iTXt: authors, XMP with its GPS, and
 * ImageMagick's "Raw profile type exif"), eXIf, tIME and any chunk of a vendor's are gone, known or not.
 */
const KEPT_CHUNKS = new Set([
  ...['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS'],
  ...['iCCP', 'sRGB', 'gAMA', 'cHRM', 'cICP', 'mDCv', 'cLLi', 'sBIT', 'bKGD', 'hIST', 'pHYs'],
  ...['acTL', 'fcTL', 'fdAT'],
]);

/**
 * The PNG without its metadata, every kept chunk copied byte for byte (the pixels are not
 * recompressed); undefined when its structure is not a PNG's. The orientation, where the file had
 * one, comes back as an eXIf chunk of that tag alone (./orientation-exif.ts) right after IHDR,
 * before the image data as decoders expect. Whatever follows IEND is dropped.
 */
export function cleanPng(bytes: Buffer, orientation: number | undefined): Buffer | undefined {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) return undefined;
  const out: Buffer[] = [SIGNATURE];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at === 8 && type !== 'IHDR') return undefined;
    if (KEPT_CHUNKS.has(type)) out.push(bytes.subarray(at, end));
    if (type === 'IHDR' && isTurned(orientation)) out.push(pngChunk('eXIf', orientationTiff(orientation)));
    at = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  return undefined;
}

/** A PNG chunk: length, type, data and its CRC (the tests build their planted chunks with it too). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
