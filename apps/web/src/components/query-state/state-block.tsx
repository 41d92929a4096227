import { createErrorBlock } from 'antd-mobile';
import { emptyPicture, errorPicture, missingPicture } from './state-images';

/**
 * antd-mobile's ErrorBlock with the product's pictures (state-images.tsx); its default images, about 11 KB gzip,
 * are never loaded. Callers always pass title and description (null for none), so antd-mobile's own default
 * texts never show.
 */
export const StateBlock = createErrorBlock({
  default: missingPicture,
  empty: emptyPicture,
  disconnected: errorPicture,
  busy: errorPicture,
});
