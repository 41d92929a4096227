import { photoOrientationTransform, suggestionCategoryLabels } from '@udian/contracts/feedback-rules';
import { suggestionStatusLabels, type Suggestion, type SuggestionPhoto, type SuggestionStatus } from '@udian/contracts/schemas/feedback';
import { RightOutline } from 'antd-mobile-icons';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { SUGGESTION_PATH } from '../../app/page-paths';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useSuggestionPhotoUrl } from './api/suggestion-photo';
import { useMySuggestions, useSuggestion } from './api/suggestions';
import { standingText, statusClass } from './suggestion-text';
import styles from './suggestions.module.css';

export const StatusTag = ({ status }: { status: SuggestionStatus }) => (
  <span className={`${styles.status} ${statusClass[status] ?? ''}`}>{suggestionStatusLabels[status]}</span>
);

const newLink = (
  <AppLink to={SUGGESTION_PATH} query={{ tab: 'form' }} className={emptyActionClass}>
    我要反馈
  </AppLink>
);

/** One stored photo, turned upright by the orientation its Exif had. */
const StoredPhoto = ({ userId, photo, index }: { userId: string; photo: SuggestionPhoto; index: number }) => {
  const { url, isError } = useSuggestionPhotoUrl(userId, photo.photoId);
  return (
    <li className={styles.tile}>
      {url ? (
        <img className={styles.tileImage} src={url} alt={`图片 ${index + 1}`} style={{ transform: photoOrientationTransform(photo.orientation) }} />
      ) : (
        <span className={styles.hint}>{isError ? '图片加载失败' : ''}</span>
      )}
    </li>
  );
};

/** A submission as its passenger sees it: where it stands, what was sent, and the operator's replies. */
export const SuggestionDetail = ({ userId, suggestionId }: { userId: string; suggestionId: string }) => {
  const suggestion = useSuggestion(userId, suggestionId);
  if (suggestion.isPending) return <SkeletonList rows={4} />;
  if (suggestion.isError) {
    return suggestion.error instanceof ApiFailure && !suggestion.error.isTransport ? (
      <EmptyState title="反馈不存在" hint={suggestion.error.message} action={newLink} />
    ) : (
      <ErrorState onRetry={() => void suggestion.refetch()} />
    );
  }
  const s = suggestion.data;
  return (
    <>
      <section className={styles.card} aria-label="处理状态" data-testid="suggestion-status">
        <div className={styles.head}>
          <span className={styles.category}>{suggestionCategoryLabels[s.category]}</span>
          <StatusTag status={s.status} />
        </div>
        <p className={styles.hint} role="status">
          {standingText[s.status]}
        </p>
      </section>
      <section className={styles.card} aria-label="反馈内容">
        <p className={styles.time}>提交于 {formatShanghaiDateTime(s.createdAt)}</p>
        <p className={styles.content}>{s.content}</p>
        {s.photos.length > 0 ? (
          <ul className={styles.photos} aria-label="图片">
            {s.photos.map((photo, i) => (
              <StoredPhoto key={photo.photoId} userId={userId} photo={photo} index={i} />
            ))}
          </ul>
        ) : null}
        {s.contactPhone ? <p className={styles.time}>联系电话：{s.contactPhone}</p> : null}
      </section>
      <section className={styles.card} aria-labelledby="suggestion-replies">
        <h2 id="suggestion-replies" className={styles.cardTitle}>
          客服回复
        </h2>
        {s.replies.length === 0 ? (
          <p className={styles.hint}>暂无回复</p>
        ) : (
          <ol className={styles.replies} aria-label="客服回复">
            {s.replies.map((reply) => (
              <li key={reply.replyId} className={styles.reply}>
                <span className={styles.replyWho}>
                  <span>客服</span>
                  <span>{formatShanghaiDateTime(reply.at)}</span>
                </span>
                <p className={styles.replyText}>{reply.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
};

const SuggestionRow = ({ suggestion }: { suggestion: Suggestion }) => (
  <AppLink to={SUGGESTION_PATH} query={{ suggestionId: suggestion.suggestionId }} className={styles.listRow}>
    <span className={styles.listText}>
      <span className={styles.listName}>{suggestionCategoryLabels[suggestion.category]}</span>
      <span className={styles.listNote}>{suggestion.content}</span>
      <span className={styles.listNote}>
        {formatShanghaiDateTime(suggestion.createdAt)}
        {suggestion.replies.length > 0 ? ` · ${suggestion.replies.length} 条回复` : ''}
      </span>
    </span>
    <StatusTag status={suggestion.status} />
    <RightOutline className={styles.chevron} aria-hidden="true" />
  </AppLink>
);

/** 我的反馈: the passenger's submissions, newest first, each opening its replies. */
export const MySuggestions = ({ userId }: { userId: string }) => {
  const mine = useMySuggestions(userId);
  if (mine.isPending) return <SkeletonList rows={3} />;
  if (mine.isError) return <ErrorState onRetry={() => void mine.refetch()} />;
  if (mine.data.length === 0) return <EmptyState title="还没有提交过反馈" hint="乘车中遇到的问题或对我们的建议，都可以告诉我们" action={newLink} />;
  return (
    <ul className={styles.list} aria-label="我的反馈">
      {mine.data.map((suggestion) => (
        <li key={suggestion.suggestionId}>
          <SuggestionRow suggestion={suggestion} />
        </li>
      ))}
    </ul>
  );
};
