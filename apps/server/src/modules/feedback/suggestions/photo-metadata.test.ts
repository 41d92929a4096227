import { describe, expect, it } from 'vitest';
import {
  jpegWithMetadata,
  leakedSecrets,
  pngWithMetadata,
  REAL_JPEG,
  REAL_PNG,
  REAL_WEBP,
  webpWithMetadata,
} from '../../../test/photo-fixtures';
import { detectPhotoType, stripPhotoMetadata, UnreadableImageError } from './photo-metadata';

/** The metadata of real images taken out, the image data kept byte for byte (decision 057). */
describe('detectPhotoType', () => {
  it('reads the kind from the bytes', () => {
    expect(detectPhotoType(REAL_JPEG)).toBe('image/jpeg');
    expect(detectPhotoType(REAL_PNG)).toBe('image/png');
    expect(detectPhotoType(REAL_WEBP)).toBe('image/webp');
  });

  it('refuses anything else, whatever it would be called', () => {
    expect(detectPhotoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectPhotoType(new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'))).toBeNull();
    expect(detectPhotoType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    // A RIFF that is not WebP (a WAV file).
    expect(detectPhotoType(new TextEncoder().encode('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(detectPhotoType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});

describe('stripPhotoMetadata', () => {
  it.each([
    ['image/jpeg', jpegWithMetadata, REAL_JPEG],
    ['image/png', pngWithMetadata, REAL_PNG],
    ['image/webp', webpWithMetadata, REAL_WEBP],
  ] as const)('%s: gives back exactly the original image, with no Exif, XMP or text left', (type, withMetadata, original) => {
    const dirty = withMetadata(6);
    expect(leakedSecrets(dirty).length).toBeGreaterThan(3);
    const { bytes, orientation } = stripPhotoMetadata(type, dirty);
    expect(leakedSecrets(bytes)).toEqual([]);
    expect(Buffer.from(bytes).equals(Buffer.from(original))).toBe(true);
    // The orientation the Exif had is kept apart, so the photo is still shown upright.
    expect(orientation).toBe(6);
  });

  it('leaves an image without metadata as it is, orientation 1', () => {
    for (const [type, image] of [['image/jpeg', REAL_JPEG], ['image/png', REAL_PNG], ['image/webp', REAL_WEBP]] as const) {
      const { bytes, orientation } = stripPhotoMetadata(type, image);
      expect(Buffer.from(bytes).equals(Buffer.from(image))).toBe(true);
      expect(orientation).toBe(1);
    }
  });

  it('keeps what the colours need: the JPEG ICC profile and the WebP ICCP chunk; clears VP8X flags for EXIF and XMP', () => {
    const jpeg = Buffer.from(stripPhotoMetadata('image/jpeg', jpegWithMetadata()).bytes).toString('latin1');
    expect(jpeg).toContain('ICC_PROFILE');
    expect(jpeg.startsWith('\xff\xd8\xff\xe0')).toBe(true);
    expect(jpeg.endsWith('\xff\xd9')).toBe(true);
    const webp = stripPhotoMetadata('image/webp', webpWithMetadata()).bytes;
    expect(Buffer.from(webp).toString('latin1')).toContain('ICCP');
    expect(webp[20]! & 0x0c).toBe(0);
    expect(new DataView(webp.buffer, webp.byteOffset).getUint32(4, true)).toBe(webp.length - 8);
  });

  it('refuses a file cut short or whose chunks run past its end', () => {
    const cut = (bytes: Uint8Array) => bytes.subarray(0, Math.floor(bytes.length / 2));
    expect(() => stripPhotoMetadata('image/jpeg', cut(REAL_JPEG))).toThrow(UnreadableImageError);
    expect(() => stripPhotoMetadata('image/png', cut(REAL_PNG))).toThrow(UnreadableImageError);
    expect(() => stripPhotoMetadata('image/webp', cut(REAL_WEBP))).toThrow(UnreadableImageError);
    // A JPEG signature followed by no image at all.
    expect(() => stripPhotoMetadata('image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toThrow(UnreadableImageError);
    // A PNG whose first chunk is not IHDR.
    const noHeader = new Uint8Array([...REAL_PNG.subarray(0, 8), 0, 0, 0, 0, ...new TextEncoder().encode('IEND'), 0, 0, 0, 0]);
    expect(() => stripPhotoMetadata('image/png', noHeader)).toThrow(UnreadableImageError);
  });
});
