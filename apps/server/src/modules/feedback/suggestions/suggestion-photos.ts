import { SUGGESTION_PHOTO_LIMIT, SUGGESTION_PHOTO_MAX_BYTES } from '@udian/contracts/feedback-rules';
import { AppError } from '../../../http/app-error';
import { detectPhotoType, stripPhotoMetadata, UnreadableImageError } from './photo-metadata';
import type { NewSuggestionPhoto } from './suggestions.repository';

const DATA_URL_PREFIX = /^data:[\w.+-]*\/?[\w.+-]*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Bytes of a base64 text, by its length (the padding does not count). */
const decodedLength = (text: string): number => Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

/**
 * The photos of a submission as they will be stored: at most three; each read from base64, its size checked
 * before and after decoding, its kind read from its bytes (JPEG, PNG or WebP: a renamed file of another kind
 * is refused), its metadata taken out. Each failure is the passenger's, in Chinese (decision 057).
 */
export const readSuggestionPhotos = (photos: readonly { data: string }[]): NewSuggestionPhoto[] => {
  if (photos.length > SUGGESTION_PHOTO_LIMIT) throw new AppError('suggestionTooManyPhotos');
  return photos.map(({ data }, i) => {
    const which = photos.length > 1 ? `第 ${i + 1} 张图片` : '图片';
    const text = data.replace(DATA_URL_PREFIX, '');
    if (!BASE64.test(text) || text.length % 4 !== 0) throw new AppError('suggestionPhotoUnreadable', `${which}数据不完整，请重新选择后再提交`);
    if (decodedLength(text) > SUGGESTION_PHOTO_MAX_BYTES) throw new AppError('suggestionPhotoTooLarge', `${which}超过 5 MB，请压缩后再上传`);
    const bytes = new Uint8Array(Buffer.from(text, 'base64'));
    const type = detectPhotoType(bytes);
    if (type === null) throw new AppError('suggestionPhotoType', `${which}不是 JPG、PNG 或 WebP 格式的图片，请换一张`);
    try {
      const stripped = stripPhotoMetadata(type, bytes);
      return { contentType: type, bytes: stripped.bytes, orientation: stripped.orientation };
    } catch (error) {
      if (error instanceof UnreadableImageError) throw new AppError('suggestionPhotoUnreadable', `${which}已损坏或格式不完整，请换一张图片`);
      throw error;
    }
  });
};
