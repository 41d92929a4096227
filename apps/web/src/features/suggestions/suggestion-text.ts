import type { SuggestionStatus } from '@udian/contracts/schemas/feedback';
import styles from './suggestions.module.css';

export const statusClass: Readonly<Record<SuggestionStatus, string | undefined>> = {
  pending: styles.pending,
  processing: styles.processing,
  replied: styles.replied,
  closed: styles.closed,
};

/** Where a submission stands, in a sentence for its passenger. */
export const standingText: Readonly<Record<SuggestionStatus, string>> = {
  pending: '已收到，客服会在 1-3 个工作日内处理并在此回复，请留意本页。',
  processing: '客服正在处理，处理结果会在此回复。',
  replied: '客服已回复，请查看下方的回复内容。',
  closed: '该反馈已处理完毕，感谢您帮助我们改进服务。',
};
