import { isTurned, orientationTiff } from './orientation-exif';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

const startsWith = (payload: Buffer, text: string) => payload.subarray(0, text.length).equals(Buffer.from(text, 'latin1'));

/**
 * The JPEG without its metadata, its compressed image data copied byte for byte (no re-encoding,
 * so no loss and no growth); undefined when its structure is not one this walk can follow, which
 * the caller refuses rather than writing the file as it came. Kept: the image's own segments
 * (tables, frame, scans), the ICC colour profile (APP2 ICC_PROFILE), Adobe's colour transform
 * (APP14, which CMYK and YCCK files need to decode) and JFIF's density without its thumbnail.
 * Dropped: EXIF and XMP (APP1: GPS position, camera serial, owner, dates, and a thumbnail that can
 * show the photo before it was cropped), IPTC (APP13: names, places), comments, every other APPn
 * (MPF, maker data, C2PA) and whatever follows the end of the image (phones append gain maps,
 * depth maps and vendor trailers with their own EXIF there). The orientation comes back as a
 * block of its own (./orientation-exif.ts) right after SOI, or after JFIF's APP0 where the file
 * has one (JFIF asks to be first).
 */
export function cleanJpeg(bytes: Buffer, orientation: number | undefined): Buffer | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return undefined;
  const out: Buffer[] = [Buffer.from([0xff, SOI])];
  let orientationWritten = !isTurned(orientation);
  let at = 2;
  for (;;) {
    if (bytes[at] !== 0xff) return undefined;
    while (bytes[at] === 0xff) at += 1; // fill bytes may precede any marker
    if (at >= bytes.length) return undefined;
    const marker = bytes[at]!;
    at += 1;
    if (marker === EOI) {
      out.push(Buffer.from([0xff, EOI]));
      return Buffer.concat(out);
    }
    // Markers without a length (SOI, restarts, TEM) have no place between segments.
    if (marker === SOI || marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) return undefined;
    if (at + 2 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return undefined;
    const payload = bytes.subarray(at + 2, at + length);
    at += length;
    const jfif = marker === APP0 && startsWith(payload, 'JFIF\0');
    if (!orientationWritten && !jfif) {
      out.push(segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationTiff(orientation!)])));
      orientationWritten = true;
    }
    const kept = keptPayload(marker, payload);
    if (kept) out.push(segment(marker, kept));
    if (marker === SOS) {
      const end = scanEnd(bytes, at);
      if (end === undefined) return undefined;
      out.push(bytes.subarray(at, end));
      at = end;
    }
  }
}

/** What of a segment is written: the image's own as it is, colour as it is, JFIF without a thumbnail, nothing else. */
function keptPayload(marker: number, payload: Buffer): Buffer | undefined {
  if (marker === APP0) {
    // JFIF: identifier (5), version (2), units (1), densities (4), thumbnail size (2), then its pixels.
    if (!startsWith(payload, 'JFIF\0') || payload.length < 14) return undefined;
    const core = Buffer.from(payload.subarray(0, 14));
    core[12] = 0;
    core[13] = 0;
    return core;
  }
  if (marker === APP2) return startsWith(payload, 'ICC_PROFILE\0') ? payload : undefined;
  if (marker === APP14) return startsWith(payload, 'Adobe') ? payload : undefined;
  if ((marker > APP0 && marker <= APP15) || marker === COM) return undefined;
  return payload;
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/**
 * Where a scan's entropy-coded data ends: at the first 0xFF that starts a marker, that is not
 * followed by 0x00 (a stuffed data byte) or a restart marker (part of the scan).
 */
function scanEnd(bytes: Buffer, from: number): number | undefined {
  let at = bytes.indexOf(0xff, from);
  while (at !== -1 && at + 1 < bytes.length) {
    const next = bytes[at + 1]!;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return at;
    at = bytes.indexOf(0xff, at + 2);
  }
  return undefined;
}
