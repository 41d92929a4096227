import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { SUGGESTION_PHOTO_LIMIT, SUGGESTION_PHOTO_MAX_BYTES } from '../../feedback-rules';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { Suggestion } from '../../schemas/feedback';

/**
 * 投诉建议 (the suggestion page, decision 057) for a logged-in passenger: sending a complaint or suggestion
 * with up to three photos, the passenger's own with their state and the operator's replies, and a photo's
 * bytes, which only its passenger (and operators, through the console) may fetch.
 */

/** The largest JSON body of a submission: three photos at the limit in base64 (4/3 of the bytes), and the text. */
export const SUGGESTION_BODY_LIMIT_BYTES = Math.ceil((SUGGESTION_PHOTO_LIMIT * SUGGESTION_PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

export const SubmitSuggestionBody = z.object({
  /** Checked by feedback-rules.ts checkSuggestion, as the page checks it. */
  category: z.string({ error: '请选择问题类型' }).max(20, '问题类型不正确'),
  content: z.string({ error: '请填写问题描述' }).max(2000, '问题描述过长'),
  contactPhone: z.string({ error: '联系电话须为文字' }).max(20, '联系电话须为 11 位手机号码').default(''),
  /**
   * Each photo's file in base64 (a data: URL's prefix is allowed). Its kind is read from its bytes, never
   * from a name or a declared type; its metadata is taken out before it is stored.
   */
  photos: z.array(z.object({ data: z.string({ error: '图片数据须为 base64 文字' }).min(1, '图片数据为空') }), { error: '图片格式不正确' }).max(10, '最多上传 3 张图片').default([]),
});
export type SubmitSuggestionBody = z.input<typeof SubmitSuggestionBody>;

export const submitSuggestion = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/suggestion/submit',
  summary: 'Sends a complaint or suggestion with up to three photos (JPEG, PNG or WebP, 5 MB each; metadata removed)',
  isPublic: false,
  needsClientHeaders: true,
  body: SubmitSuggestionBody,
  data: z.object({ suggestion: Suggestion }),
});

export const mySuggestions = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/suggestion/mine',
  summary: "The passenger's complaints and suggestions, newest first, with their state and replies",
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(Suggestion) }),
});

export const suggestionDetail = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/suggestion/detail',
  summary: "One of the passenger's complaints or suggestions with the operator's replies",
  isPublic: false,
  needsClientHeaders: true,
  query: z.object({ suggestionId: Id }),
  data: z.object({ suggestion: Suggestion }),
});

/**
 * A photo of one of the passenger's own submissions: the image bytes (its stored type), not the envelope;
 * a failure (not theirs, unknown) is the envelope as usual.
 */
export const suggestionPhoto = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/suggestion/photo',
  summary: "A photo of the passenger's own complaint or suggestion (image bytes)",
  isPublic: false,
  needsClientHeaders: true,
  query: z.object({ photoId: Id }),
  data: z.string(),
});
