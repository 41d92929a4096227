import { shuttleRequestStatusLabels, type ShuttleRequest } from '@udian/contracts/schemas/groups';
import { RightOutline } from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { ErrorState } from '../../components/query-state/error-state';
import { ENTERPRISE_CUSTOM_FLOW_PATH } from '../../app/page-paths';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useMyShuttleRequests } from './api/shuttle-requests';
import styles from './company-lines.module.css';
import groupStyles from './groups.module.css';

const RequestRow = ({ request }: { request: ShuttleRequest }) => (
  <AppLink to={ENTERPRISE_CUSTOM_FLOW_PATH} query={{ requestId: request.requestId }} className={groupStyles.resultRow}>
    <span className={groupStyles.resultText}>
      <span className={groupStyles.resultName}>{request.companyName}</span>
      <span className={groupStyles.resultNote}>
        {request.headcount} 人 · 提交于 {formatShanghaiDateTime(request.createdAt)}
      </span>
    </span>
    <span className={styles.requestStatus}>{shuttleRequestStatusLabels[request.status]}</span>
    <RightOutline className={styles.chevron} aria-hidden="true" />
  </AppLink>
);

/**
 * 我的定制需求: the logged-in passenger's shuttle requests, newest first, each opening its steps
 * (enterprise-custom-flow); nothing is shown before the first.
 */
export const MyShuttleRequests = ({ userId }: { userId: string }) => {
  const requests = useMyShuttleRequests(userId);
  if (requests.isError) return <ErrorState title="定制需求加载失败" onRetry={() => void requests.refetch()} />;
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <section aria-labelledby="my-shuttle-requests" data-testid="my-shuttle-requests">
      <h3 id="my-shuttle-requests" className={styles.subTitle}>
        我的定制需求
      </h3>
      <ul className={groupStyles.results}>
        {requests.data.map((request) => (
          <li key={request.requestId}>
            <RequestRow request={request} />
          </li>
        ))}
      </ul>
    </section>
  );
};
