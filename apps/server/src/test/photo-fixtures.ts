/**
 * Real photos and the metadata phones write into them, for the tests of 投诉建议 (decision 057). The three
 * images are a 24 x 16 picture as Chromium's own encoders wrote it (canvas.toBlob: JPEG with JFIF and an ICC
 * profile, PNG, WebP with VP8X and ICCP); the helpers add what a phone adds (Exif with the place and the device,
 * XMP, PNG text chunks), so that a test can assert that exactly the original image comes back.
 */

const fromBase64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));

export const REAL_JPEG = fromBase64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh' +
  'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB' +
  'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA' +
  'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y' +
  'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM' +
  'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYI' +
  'DAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQU' +
  'FBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAQABgDASIAAhEBAxEB/8QAGgAAAQUBAAAAAAAAAAAAAAAAAAID' +
  'BAUGB//EACoQAAADBQcDBQAAAAAAAAAAAAECBQAEERITAwYHFSExMggUQSMkRGFi/8QAFwEAAwEAAAAAAAAAAAAAAAAABQYHCP/E' +
  'ACIRAAEEAQIHAAAAAAAAAAAAAAIAAQMFBgQiESEjJDFBUf/aAAwDAQACEQMRAD8A6B08dP4YzlWxFbybLKHxK9WpU/ZYQp/cY+IM' +
  'u/OHYYc34Ubug+ZiDnS9zSpTz2RD8ZjQhPDcdmgYaYg3mw4B8C7qllwPtPuPQsrWeSaXmU0ITm2hu1yorClfBbt1dXeO7UXiWrbU' +
  'ykmlKBQ0KAAGhQDQPDGcvvpWkkIj4i/hviW6SuieIBEN3t02luXHRhtAluW2jDZBtsh7otyt2irOi3Jf/9k=',
);

export const REAL_PNG = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAYAAAAMJL+VAAACh0lEQVR4AXxTPWtUURCd3Ny7f8LSyk4sLCwEwUKwiVXs0qiNIkgU' +
  'k7AYNJigxlWT+MEaNIqgIphGSCFYWlnaWdpZWsnOwnjOzLub3ehm4XHfzJk558zct+nA3B87uPDbDrV/2eEbP+3o4g87fuu7nVz6' +
  'Zqdvf7Uzy1/s7J0dm7m7bRdW39ml+1s2+7Br84/W7Ob6PVvZWLLO07ZtPLtqm93L9vr5eXv/Ysa2X07bzqspSyX1JU/0pEwoThXG' +
  'k4JzosknlYw4e6yOZ0E98+gpPIGzz3nIN4SnPADRjAYWtViE9zIgVWE+TJAc4t7HvEJUJTsp8uxjf4NjAoA1ydNJe5LpzOP/44U4' +
  'SbxeIQJyiqAn4yHOTSQPkKgOPrePyKeFY/Jx7oS8vX5Ktq5NSXd2etThgFQl710vuAqejKeFSVIN6g5lzK/iUd/DncExSCKviBVi' +
  'ikk0TjfRk5gAStmd9MfQC5r2kjIGGdfi/eoihWvj+sDHDwN3ACcsahTHKcSFg5TNJPF6kDo58pgm49mdCLwQSdx99qIoHicw0kwR' +
  'NJNskudATCVixcQqcQdO3ovdwdk4gUJS4DGJoh4OhyanWB7BVRinDActOOAnRZJzqx/kYueNXHmwKfNrT2RxvSPLj1e8mDjrg4ym' +
  '+rF39GeI8dMu4HMc62Lsd+BjVYc+kYZDL1bJKA5yjTzIgoQi2uB9P33dxNHDvpQ5FkgLEk5CEDFBX4fjDUnjNMgV7vtSJ88w0/oH' +
  'V8EEKi5C0EXghCJ4z3hCVMM5SJycOCfeFwcP8FRJYk1McmyeJFWpeHbSmseJybjjApIq6usZimlu9J9MEp+EIiAHia9puAnvu6Lq' +
  'a8rDkw3wMPEXAAD//8x77HMAAAAGSURBVAMAfzWPkZyN24kAAAAASUVORK5CYII=',
);

export const REAL_WEBP = fromBase64(
  'UklGRpQCAABXRUJQVlA4WAoAAAAgAAAAFwAADwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh' +
  'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB' +
  'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA' +
  'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y' +
  'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM' +
  'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggpgAAADAFAJ0BKhgAEAA+MRSIQqIhIRgEACAD' +
  'BLYATplCOBvINkBkgfKGbNwJgIai/1boe8twAP7QuVSXUG9//c37P/1rRf+90ldtCf/z+sv/vd4rHfkdb/wD+1gdQJrNY96r/6vS' +
  'ZNbkXrACnqlNQMqOLiMfzsH/zvxxc73MoZB+U9kpdFgeLGyjzqsUsJ9HUTu/Xvp7+aQbbG5f5z3QI8+ksIm3r/2AAAA=',
);

/** Text a phone writes that must never reach anyone: the camera's owner, the device, the place. */
export const SECRETS = { owner: 'Zhang Wei Phone', device: 'SpyCam 3000', place: 'GPS 22.5431N 114.0579E' } as const;

const ascii = (text: string): number[] => [...Buffer.from(text, 'latin1')];
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/**
 * A big-endian TIFF structure as Exif holds it: IFD0 with the camera's make (an ASCII value stored past the
 * IFD), the orientation and the artist, as a phone writes them.
 */
export const exifTiff = (orientation = 1): number[] => {
  const make = [...ascii(SECRETS.device), 0];
  const artist = [...ascii(`${SECRETS.owner} ${SECRETS.place}`), 0];
  const entries = 3;
  const valuesAt = 8 + 2 + entries * 12 + 4;
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16be(tag), ...u16be(type), ...u32be(count), ...value];
  return [
    ...ascii('MM'),
    ...u16be(42),
    ...u32be(8),
    ...u16be(entries),
    ...entry(0x010f, 2, make.length, u32be(valuesAt)),
    ...entry(0x0112, 3, 1, [...u16be(orientation), 0, 0]),
    ...entry(0x013b, 2, artist.length, u32be(valuesAt + make.length)),
    ...u32be(0),
    ...make,
    ...artist,
  ];
};

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="${SECRETS.place}" tiff:Model="${SECRETS.device}"/></rdf:RDF></x:xmpmeta>`;

const jpegSegment = (marker: number, payload: number[]) => [0xff, marker, ...u16be(payload.length + 2), ...payload];

/** The JPEG as a phone saves it: APP1 Exif and APP1 XMP after JFIF, a comment, and bytes after the end of the image. */
export const jpegWithMetadata = (orientation = 1): Uint8Array => {
  const jfifEnd = 2 + 2 + ((REAL_JPEG[4]! << 8) | REAL_JPEG[5]!);
  return new Uint8Array([
    ...REAL_JPEG.subarray(0, jfifEnd),
    ...jpegSegment(0xe1, [...ascii('Exif'), 0, 0, ...exifTiff(orientation)]),
    ...jpegSegment(0xe1, [...ascii('http://ns.adobe.com/xap/1.0/'), 0, ...ascii(XMP)]),
    ...jpegSegment(0xfe, ascii(`Owner: ${SECRETS.owner}`)),
    ...REAL_JPEG.subarray(jfifEnd),
    ...ascii(`trailing ${SECRETS.place}`),
  ]);
};

const pngChunk = (type: string, data: number[]) => [...u32be(data.length), ...ascii(type), ...data, 0, 0, 0, 0];

/** The PNG with eXIf, tEXt and iTXt chunks after IHDR (the stripper does not read CRCs; these carry zeros). */
export const pngWithMetadata = (orientation = 1): Uint8Array => {
  const ihdrEnd = 8 + 12 + 13;
  return new Uint8Array([
    ...REAL_PNG.subarray(0, ihdrEnd),
    ...pngChunk('eXIf', exifTiff(orientation)),
    ...pngChunk('tEXt', [...ascii('Author'), 0, ...ascii(SECRETS.owner)]),
    ...pngChunk('iTXt', [...ascii('XML:com.adobe.xmp'), 0, 0, 0, 0, 0, ...ascii(XMP)]),
    ...REAL_PNG.subarray(ihdrEnd),
  ]);
};

const webpChunk = (fourcc: string, data: number[]) => [...ascii(fourcc), ...u32le(data.length), ...data, ...(data.length % 2 === 1 ? [0] : [])];

/** The WebP with EXIF and XMP chunks at its end, VP8X flagging both and the RIFF size grown to match. */
export const webpWithMetadata = (orientation = 1): Uint8Array => {
  const body = [...REAL_WEBP.subarray(12), ...webpChunk('EXIF', exifTiff(orientation)), ...webpChunk('XMP ', ascii(XMP))];
  const out = new Uint8Array([...ascii('RIFF'), ...u32le(4 + body.length), ...ascii('WEBP'), ...body]);
  // VP8X's flags byte: bit 3 says EXIF follows, bit 2 XMP.
  out[20] = out[20]! | 0x08 | 0x04;
  return out;
};

/** Which of the secrets (and the Exif and XMP markers) are still somewhere in the bytes. */
export const leakedSecrets = (bytes: Uint8Array): string[] => {
  const text = Buffer.from(bytes).toString('latin1');
  return [...Object.values(SECRETS), 'Exif', 'xmpmeta', 'http://ns.adobe.com/xap'].filter((secret) => text.includes(secret));
};

export const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
