import { z } from 'zod';
import { COOPERATION_KINDS, SUGGESTION_CATEGORIES, SUGGESTION_PHOTO_TYPES } from '../feedback-rules';
import { Id } from './common';

/** 投诉建议 and 商务合作 (decision 057): what the passenger, the lead's sender and the console see. */

export const SuggestionCategory = z.enum(SUGGESTION_CATEGORIES, { error: '请选择问题类型' });
export type SuggestionCategory = z.infer<typeof SuggestionCategory>;

/** pending: not yet taken; processing: assigned to an operator; replied: answered (still open); closed. */
export const SuggestionStatus = z.enum(['pending', 'processing', 'replied', 'closed'], { error: '处理状态不正确' });
export type SuggestionStatus = z.infer<typeof SuggestionStatus>;
export const suggestionStatusLabels: Record<SuggestionStatus, string> = {
  pending: '待处理',
  processing: '处理中',
  replied: '已回复',
  closed: '已关闭',
};

export const SuggestionPhoto = z.object({
  photoId: Id,
  contentType: z.enum(SUGGESTION_PHOTO_TYPES),
  /** Bytes as stored, after the metadata was taken out. */
  byteSize: z.number().int(),
  /** Exif's orientation (1-8) read before the metadata was removed: the viewer turns the photo by it. */
  orientation: z.number().int().min(1).max(8),
});
export type SuggestionPhoto = z.infer<typeof SuggestionPhoto>;

export const SuggestionReply = z.object({ replyId: Id, text: z.string(), at: z.string() });
export type SuggestionReply = z.infer<typeof SuggestionReply>;

/** A complaint or suggestion as its passenger sees it. Times are ISO instants. */
export const Suggestion = z.object({
  suggestionId: Id,
  category: SuggestionCategory,
  content: z.string(),
  contactPhone: z.string().nullable(),
  status: SuggestionStatus,
  photos: z.array(SuggestionPhoto),
  replies: z.array(SuggestionReply),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Suggestion = z.infer<typeof Suggestion>;

/** The same in the console: who sent it, who handles it, who replied, and the closing note. */
export const OpsSuggestion = Suggestion.extend({
  passengerPhone: z.string(),
  assignee: z.object({ operatorId: Id, name: z.string() }).nullable(),
  replies: z.array(SuggestionReply.extend({ operatorName: z.string() })),
  closeNote: z.string(),
});
export type OpsSuggestion = z.infer<typeof OpsSuggestion>;

export const CooperationKind = z.enum(COOPERATION_KINDS, { error: '请选择合作类型' });
export type CooperationKind = z.infer<typeof CooperationKind>;

/** new: not yet contacted; contacted; closed (done, or not pursued). */
export const CooperationLeadStatus = z.enum(['new', 'contacted', 'closed'], { error: '线索状态不正确' });
export type CooperationLeadStatus = z.infer<typeof CooperationLeadStatus>;
export const cooperationLeadStatusLabels: Record<CooperationLeadStatus, string> = { new: '待联系', contacted: '已联系', closed: '已关闭' };

export const CooperationLead = z.object({
  leadId: Id,
  company: z.string(),
  contactName: z.string(),
  phone: z.string(),
  kind: CooperationKind,
  message: z.string(),
  status: CooperationLeadStatus,
  /** The operator's latest note (when marked contacted or closed), and who wrote it when. */
  note: z.string(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CooperationLead = z.infer<typeof CooperationLead>;
