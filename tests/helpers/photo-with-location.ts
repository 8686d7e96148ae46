/**
 * Photos as a phone and an editing program leave them: the place they were taken (GPS), the
 * owner's name in EXIF, XMP and (per format) IPTC, comments, text chunks or a vendor's chunk and
 * data after the image, turned by the EXIF orientation (6: "rotate 90° clockwise") and in the
 * Display P3 colour profile. For the tests of lib/content-rules/image-metadata/.
 */
import { deflateSync } from 'node:zlib';
import exifr from 'exifr';
import sharp, { type Sharp } from 'sharp';
import { pngChunk } from '@/lib/content-rules/image-metadata/png-metadata';

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif';
export const PHOTO_FORMATS: readonly PhotoFormat[] = ['jpeg', 'png', 'webp', 'avif'];
export const EXTENSIONS: Record<PhotoFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

/** Who took it, written in every place a format has for it: found anywhere in a file, it was not cleaned. */
export const OWNER = 'Jane Doe, 12 Quiet Lane';
/** Madrid, as the EXIF of the photos says. */
export const PLACE = { latitude: 40.416666666666664, longitude: -3.7 };

const EXIF = {
  IFD0: { Artist: OWNER, Copyright: OWNER, Make: 'Phone', Model: 'Phone 15', Software: 'Phone OS' },
  IFD1: { DateTimeOriginal: '2026:11:28 09:14:00', BodySerialNumber: 'SN-4242' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1' },
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  `<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" exif:GPSLatitude="40,25.0N" exif:GPSLongitude="3,42.0W" dc:creator="${OWNER}"/>` +
  '</rdf:RDF></x:xmpmeta>';

/** A picture whose every pixel differs from its neighbours', so that a changed or lost byte of image data shows. */
async function pixels(width: number, height: number): Promise<Sharp> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([x % 256, y % 256, (x * y) % 256], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

export async function photoWithLocation(format: PhotoFormat, { width = 800, height = 600 } = {}): Promise<Buffer> {
  const image = (await pixels(width, height)).withMetadata({ orientation: 6 }).withExifMerge(EXIF).withIccProfile('p3').withXmp(XMP);
  // Effort 0 for AVIF: the test makes the photo, what it tests is the cleaning.
  const bytes = await (format === 'avif' ? image.avif({ effort: 0 }) : image[format]()).toBuffer();
  if (format === 'jpeg') return jpegExtras(bytes);
  if (format === 'png') return pngExtras(bytes);
  if (format === 'webp') return webpExtras(bytes);
  return bytes;
}

/** A comment and Photoshop's IPTC segment after SOI, and a vendor's trailer after the end of the image. */
function jpegExtras(jpeg: Buffer): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  const comment = segment(0xfe, Buffer.from(`Taken by ${OWNER}`));
  const iptc = segment(
    0xed,
    Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), Buffer.from(`8BIM\u0004\u0004\0\0${OWNER}`, 'latin1')]),
  );
  return Buffer.concat([jpeg.subarray(0, 2), comment, iptc, jpeg.subarray(2), Buffer.from(`SEFT trailer: ${OWNER}`)]);
}

/** tEXt, zTXt and iTXt chunks, and tIME, before IEND; and a stray byte run after it. */
function pngExtras(png: Buffer): Buffer {
  const iend = png.length - 12;
  const texts = [
    pngChunk('tEXt', Buffer.from(`Author\0${OWNER}`, 'latin1')),
    pngChunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync(OWNER)])),
    pngChunk('iTXt', Buffer.from(`Description\0\0\0\0\0${OWNER}`, 'utf8')),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 28, 9, 14, 0])),
  ];
  return Buffer.concat([png.subarray(0, iend), ...texts, png.subarray(iend), Buffer.from(OWNER)]);
}

/** A vendor's chunk (as C2PA adds one) at the end of the RIFF container. */
function webpExtras(webp: Buffer): Buffer {
  const data = Buffer.from(OWNER);
  const head = Buffer.alloc(8);
  head.write('C2PA', 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  const extra = Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
  const out = Buffer.concat([webp, extra]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

/** The chunks of a WebP by name (exifr reads no WebP). */
export function webpChunks(webp: Buffer): Map<string, Buffer> {
  const chunks = new Map<string, Buffer>();
  for (let at = 12; at + 8 <= webp.length;) {
    const size = webp.readUInt32LE(at + 4);
    chunks.set(webp.toString('latin1', at, at + 4), webp.subarray(at + 8, at + 8 + size));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/**
 * The EXIF, XMP and IPTC of a file as exifr reads them, all in one object; empty when there are
 * none. exifr reads no WebP, and misreads the EXIF item libheif writes in an AVIF: for those, the
 * EXIF block itself (the WebP's chunk, as found here; the AVIF's, as sharp hands it over) is read.
 */
export async function readMetadata(bytes: Buffer): Promise<Record<string, unknown>> {
  const options = {
    tiff: true,
    exif: true,
    gps: true,
    interop: true,
    ifd1: true,
    xmp: true,
    iptc: true,
    icc: false,
    jfif: false,
    ihdr: false,
  };
  let source: Buffer | undefined = bytes;
  if (bytes.toString('latin1', 8, 12) === 'WEBP') source = webpChunks(bytes).get('EXIF');
  else if ((await sharp(bytes).metadata()).format === 'heif') source = (await sharp(bytes).metadata()).exif;
  if (!source) return {};
  if (source.toString('latin1', 0, 6) === 'Exif\0\0') source = source.subarray(6);
  const read = ((await exifr.parse(source, options)) as Record<string, unknown> | undefined) ?? {};
  if (read.errors) throw new Error(`exifr could not read it: ${String(read.errors)}`);
  return read;
}
