/**
 * Text measurement without a DOM (SPEC section 5): a wide (CJK) character takes two bytes' width, a Latin one
 * takes one. Station labels use this to share a row between name and alias.
 */

export const TEXT_WIDTH_PER_BYTE = 15;

const SINGLE_BYTE_MAX_CODE = 255;

/** Iterates code points, so a character outside the BMP counts once (as 2), not once per surrogate half. */
export function byteLength(text: string): number {
  let length = 0;
  for (const character of text) {
    length += (character.codePointAt(0) ?? 0) > SINGLE_BYTE_MAX_CODE ? 2 : 1;
  }
  return length;
}

export const textWidth = (text: string): number => TEXT_WIDTH_PER_BYTE * byteLength(text);
