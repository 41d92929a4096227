import { contentPageTitle, type ContentPageKey } from '@udian/contracts/content-pages';
import type { CurrentOperator } from '../../../http/request-context';
import type { ContentChange, ContentPagesService } from '../../content/pages/content-pages.service';
import type { AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';

type Operator = CurrentOperator & { ip: string };

/** What an audit entry keeps of a version: its number and state, and the text's length (the text is in the history). */
const brief = (change: ContentChange['version'] | null) =>
  change ? { versionId: String(change.id), number: change.number, status: change.status, characters: change.markdown.length } : null;

/**
 * The console's 内容管理 (decision 058): content's service does the work, each write audited in its own
 * transaction with the page, the version and what it replaced.
 */
export const createContentDeskService = ({ pages, audit }: { pages: ContentPagesService; audit: AuditService }) => {
  const record = (operator: Operator, action: AuditAction, key: ContentPageKey, summary: (change: ContentChange) => string) =>
    (tx: Parameters<AuditService['record']>[2], change: ContentChange) =>
      audit.record(operator, { action, targetType: 'contentPage', targetId: key, summary: summary(change), before: brief(change.replaced), after: brief(change.version) }, tx);

  return {
    list: () => pages.list(),
    detail: (key: ContentPageKey) => pages.detail(key),

    saveDraft: (operator: Operator, input: { key: ContentPageKey; versionId?: string; expectedUpdatedAt?: string; markdown: string }) =>
      pages.saveDraft(
        operator,
        input,
        record(operator, 'contentPage.saveDraft', input.key, ({ version, replaced }) => `${replaced ? '修改' : '新建'}「${contentPageTitle(input.key)}」草稿（版本 ${version.number}）`),
      ),

    publish: (operator: Operator, input: { key: ContentPageKey; versionId: string }) =>
      pages.publish(
        operator,
        input,
        record(operator, 'contentPage.publish', input.key, ({ version, replaced }) =>
          `发布「${contentPageTitle(input.key)}」版本 ${version.number}${replaced ? `，替换版本 ${replaced.number}` : ''}`,
        ),
      ),

    rollback: (operator: Operator, input: { key: ContentPageKey; versionId: string }) =>
      pages.rollback(
        operator,
        input,
        record(operator, 'contentPage.rollback', input.key, ({ version, replaced }) =>
          `将「${contentPageTitle(input.key)}」回滚到版本 ${version.restored_from}（发布为版本 ${version.number}${replaced ? `，替换版本 ${replaced.number}` : ''}）`,
        ),
      ),

    discard: (operator: Operator, input: { key: ContentPageKey; versionId: string }) =>
      pages.discard(input, record(operator, 'contentPage.discardDraft', input.key, ({ version }) => `删除「${contentPageTitle(input.key)}」草稿（版本 ${version.number}）`)),
  };
};

export type ContentDeskService = ReturnType<typeof createContentDeskService>;
