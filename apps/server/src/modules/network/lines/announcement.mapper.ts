import type { Announcement } from '@udian/contracts/schemas/lines';
import type { AnnouncementRow } from './line-detail.repository';

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  announcementId: String(row.id),
  title: row.title,
  content: row.content,
  effectiveFrom: row.effective_from,
  effectiveTo: row.effective_to,
  publishedAt: row.published_at.toISOString(),
});
