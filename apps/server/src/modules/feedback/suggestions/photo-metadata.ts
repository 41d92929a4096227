import type { SuggestionPhotoType } from '@udian/contracts/feedback-rules';

/**
 * A photo's real kind by its first bytes, and the same image without its metadata (decision 057): phones write
 * where and when a photo was taken, the device and its owner's name into it, and a passenger who reports a
 * driver must not hand those to whoever sees the photo. The image data itself is copied byte for byte, so the
 * result is the same picture, still a valid file of its kind; the Exif orientation is read before it goes, so
 * that the photo can still be shown upright.
 *
 * - JPEG: every APPn and COM segment is dropped but APP0 (JFIF/JFXX), APP2's ICC profile (colours) and APP14
 *   (Adobe: how the colours are stored); APP1 holds Exif and XMP, APP13 IPTC. Bytes after the end-of-image
 *   marker (a second, embedded picture with its own Exif) are dropped.
 * - PNG: eXIf, tEXt, iTXt, zTXt and tIME chunks are dropped; anything after IEND too.
 * - WebP: the EXIF and XMP chunks are dropped, VP8X's flags for them cleared and the RIFF size written anew.
 */

export class UnreadableImageError extends Error {}

const unreadable = (why: string) => new UnreadableImageError(why);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const ascii = (bytes: Uint8Array, at: number, length: number): string => String.fromCharCode(...bytes.subarray(at, at + length));

const startsWith = (bytes: Uint8Array, text: string): boolean => bytes.length >= text.length && ascii(bytes, 0, text.length) === text;

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** The kind of image the bytes are, by their signature; null for anything else (a name or a declared type is never trusted). */
export const detectPhotoType = (bytes: Uint8Array): SuggestionPhotoType | null => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  return null;
};

/** Exif's orientation (1-8) from a TIFF structure (after "Exif\0\0"), or null. */
export const readTiffOrientation = (tiff: Uint8Array): number | null => {
  if (tiff.length < 8) return null;
  const isLittle = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!isLittle && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return null;
  const u16 = (at: number) => (isLittle ? tiff[at]! | (tiff[at + 1]! << 8) : (tiff[at]! << 8) | tiff[at + 1]!);
  const u32 = (at: number) => (isLittle ? (tiff[at]! | (tiff[at + 1]! << 8) | (tiff[at + 2]! << 16) | (tiff[at + 3]! << 24)) >>> 0 : ((tiff[at]! << 24) | (tiff[at + 1]! << 16) | (tiff[at + 2]! << 8) | tiff[at + 3]!) >>> 0);
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let n = 0; n < count; n += 1) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
};

const isKeptJpegApp = (marker: number, payload: Uint8Array): boolean =>
  (marker === 0xe0 && (startsWith(payload, 'JFIF\0') || startsWith(payload, 'JFXX\0'))) ||
  (marker === 0xe2 && startsWith(payload, 'ICC_PROFILE\0')) ||
  (marker === 0xee && startsWith(payload, 'Adobe'));

type Stripped = { bytes: Uint8Array; orientation: number };

const stripJpeg = (b: Uint8Array): Stripped => {
  const kept: Uint8Array[] = [b.subarray(0, 2)];
  let orientation: number | null = null;
  let hasScan = false;
  let i = 2;
  for (;;) {
    if (i >= b.length || b[i] !== 0xff) throw unreadable('jpeg: a marker was expected');
    // Fill bytes (0xFF) may come before a marker.
    let at = i + 1;
    while (b[at] === 0xff) at += 1;
    const marker = b[at];
    if (marker === undefined) throw unreadable('jpeg: cut short');
    if (marker === 0xd9) {
      if (!hasScan) throw unreadable('jpeg: no image data');
      kept.push(b.subarray(at - 1, at + 1));
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(b.subarray(at - 1, at + 1));
      i = at + 1;
      continue;
    }
    if (marker === 0x00 || marker === 0xd8) throw unreadable('jpeg: a misplaced marker');
    if (at + 2 >= b.length) throw unreadable('jpeg: cut short');
    const length = (b[at + 1]! << 8) | b[at + 2]!;
    const end = at + 1 + length;
    if (length < 2 || end > b.length) throw unreadable('jpeg: a segment runs past the end');
    const payload = b.subarray(at + 3, end);
    const isMetadata = (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
    if (marker === 0xe1 && startsWith(payload, 'Exif\0\0')) orientation ??= readTiffOrientation(payload.subarray(6));
    if (!isMetadata || isKeptJpegApp(marker, payload)) kept.push(b.subarray(at - 1, end));
    i = end;
    if (marker === 0xda) {
      // Entropy-coded data: up to the next marker that is neither a stuffed zero nor a restart.
      hasScan = true;
      let k = i;
      while (k < b.length) {
        if (b[k] === 0xff) {
          const next = b[k + 1];
          if (next === 0x00 || (next !== undefined && next >= 0xd0 && next <= 0xd7)) {
            k += 2;
            continue;
          }
          break;
        }
        k += 1;
      }
      kept.push(b.subarray(i, k));
      i = k;
    }
  }
  return { bytes: concat(kept), orientation: orientation ?? 1 };
};

const DROPPED_PNG_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

const stripPng = (b: Uint8Array): Stripped => {
  const kept: Uint8Array[] = [b.subarray(0, 8)];
  let orientation: number | null = null;
  let i = 8;
  let isFirst = true;
  for (;;) {
    if (i + 12 > b.length) throw unreadable('png: no IEND chunk');
    const type = ascii(b, i + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type)) throw unreadable('png: a bad chunk type');
    if (isFirst && type !== 'IHDR') throw unreadable('png: IHDR must come first');
    isFirst = false;
    const end = i + 12 + u32be(b, i);
    if (end > b.length) throw unreadable('png: a chunk runs past the end');
    if (type === 'eXIf') orientation ??= readTiffOrientation(b.subarray(i + 8, end - 4));
    if (!DROPPED_PNG_CHUNKS.has(type)) kept.push(b.subarray(i, end));
    i = end;
    if (type === 'IEND') break;
  }
  return { bytes: concat(kept), orientation: orientation ?? 1 };
};

const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

/** VP8X's flags: bit 3 says an EXIF chunk follows, bit 2 an XMP chunk. */
const VP8X_EXIF_AND_XMP = 0x08 | 0x04;

const stripWebp = (b: Uint8Array): Stripped => {
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length || riffEnd < 20) throw unreadable('webp: the RIFF size runs past the end');
  const kept: Uint8Array[] = [];
  let orientation: number | null = null;
  let hasImage = false;
  let i = 12;
  while (i < riffEnd) {
    if (i + 8 > riffEnd) throw unreadable('webp: a chunk is cut short');
    const fourcc = ascii(b, i, 4);
    const size = u32le(b, i + 4);
    const end = i + 8 + size + (size % 2);
    if (end > riffEnd) throw unreadable('webp: a chunk runs past the end');
    if (i === 12 && !['VP8 ', 'VP8L', 'VP8X'].includes(fourcc)) throw unreadable('webp: no image chunk first');
    if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANMF') hasImage = true;
    if (fourcc === 'EXIF') {
      const payload = b.subarray(i + 8, i + 8 + size);
      orientation ??= readTiffOrientation(startsWith(payload, 'Exif\0\0') ? payload.subarray(6) : payload);
    } else if (fourcc === 'VP8X') {
      const chunk = b.slice(i, end);
      chunk[8] = chunk[8]! & ~VP8X_EXIF_AND_XMP;
      kept.push(chunk);
    } else if (fourcc !== 'XMP ') kept.push(b.subarray(i, end));
    i = end;
  }
  if (!hasImage) throw unreadable('webp: no image data');
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(b.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  return { bytes: concat([header, body]), orientation: orientation ?? 1 };
};

/**
 * The image without its metadata, and the orientation its Exif had (1 when none). Throws UnreadableImageError
 * when the file is not a well-formed image of that kind (cut short, a chunk past the end, no image data).
 */
export const stripPhotoMetadata = (type: SuggestionPhotoType, bytes: Uint8Array): Stripped => {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  return stripWebp(bytes);
};
