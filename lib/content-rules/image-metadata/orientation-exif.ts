/**
 * The one EXIF tag a cleaned photo keeps: Orientation (IFD0 tag 0x0112), which says how a viewer
 * turns the pixels (a phone stores a portrait as landscape pixels and "rotate 90°"). Dropping it
 * would show the photo on its side; keeping the camera's whole EXIF keeps its GPS position, its
 * owner's name and its serial number. So the cleaners write this block of 26 bytes instead: a
 * big-endian TIFF header and one IFD of one entry, with no room for anything else.
 */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1'); // big-endian
  tiff.writeUInt16BE(42, 2); // the TIFF magic number
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value, held in the entry itself
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD (no thumbnail)
  return tiff;
}

/** EXIF's eight orientations; 1 is "as stored", for which no block is written at all. */
export const isTurned = (orientation: number | undefined): orientation is number =>
  orientation !== undefined && Number.isInteger(orientation) && orientation >= 2 && orientation <= 8;
