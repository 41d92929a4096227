import { z } from 'zod';
import { CONTENT_MARKDOWN_MAX, ContentPageKey } from '../content-pages';
import { Id } from './common';

/** A content page's Markdown as an operator writes it (decision 058). */
export const ContentMarkdown = z
  .string({ error: '请填写页面内容' })
  .refine((text) => text.trim().length > 0, '页面内容不能为空')
  .refine((text) => text.length <= CONTENT_MARKDOWN_MAX, `页面内容不能超过 ${CONTENT_MARKDOWN_MAX} 个字`);

export const ContentVersionId = z.string({ error: '请选择版本' }).pipe(Id);

/** draft: being written; published: what passengers read (one per page); superseded: published once, kept as history. */
export const ContentVersionStatus = z.enum(['draft', 'published', 'superseded']);
export type ContentVersionStatus = z.infer<typeof ContentVersionStatus>;

export const contentVersionStatusLabels: Record<ContentVersionStatus, string> = {
  draft: '草稿',
  published: '已发布',
  superseded: '历史版本',
};

/** seed: the repository's text, stored at first start; edit: written in the console; rollback: an earlier version published again. */
export const ContentVersionSource = z.enum(['seed', 'edit', 'rollback']);
export type ContentVersionSource = z.infer<typeof ContentVersionSource>;

/** The published text of a page, as the app shows it. */
export const PublishedContentPage = z.object({
  key: ContentPageKey,
  title: z.string(),
  /** The version number, which grows with every draft and publication of the page. */
  version: z.number().int(),
  markdown: z.string(),
  publishedAt: z.string(),
});
export type PublishedContentPage = z.infer<typeof PublishedContentPage>;

/** One version of a page in the console: its text, who wrote and who published it, when. */
export const ContentVersion = z.object({
  versionId: z.string(),
  number: z.number().int(),
  status: ContentVersionStatus,
  source: ContentVersionSource,
  /** For a rollback: the number of the version whose text it published again. */
  restoredFrom: z.number().int().nullable(),
  markdown: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
  publishedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type ContentVersion = z.infer<typeof ContentVersion>;

export const ContentPageSummary = z.object({
  key: ContentPageKey,
  title: z.string(),
  group: z.string(),
  published: z.object({ number: z.number().int(), publishedAt: z.string(), publishedBy: z.string(), excerpt: z.string() }).nullable(),
  drafts: z.number().int(),
  lastDraftAt: z.string().nullable(),
});
export type ContentPageSummary = z.infer<typeof ContentPageSummary>;
