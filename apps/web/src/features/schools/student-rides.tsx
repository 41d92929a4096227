import { studentRideStateLabels, type Student, type StudentRide } from '@udian/contracts/schemas/schools';
import { useState } from 'react';
import { CHECK_TICKET_PATH } from '../../app/page-paths';
import { AppLink } from '../../components/app-link';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { formatServiceDate, instantMs, shanghaiClockOf } from '../../lib/shanghai-time';
import { useStudentRides } from './api/schools';
import styles from './schools.module.css';

/** How many school days show before 显示全部. */
const FIRST_SHOWN = 10;

const clockOf = (iso: string | null): string => {
  const ms = instantMs(iso);
  return Number.isNaN(ms) ? '' : shanghaiClockOf(ms).clock;
};

const stateText = (ride: StudentRide): string => {
  const label = studentRideStateLabels[ride.state];
  return ride.state === 'checkedIn' && ride.checkedAt ? `${label} ${clockOf(ride.checkedAt)}` : label;
};

/**
 * The school days of the student's term passes, soonest first: 已乘车 (with the time), 未乘车, 待乘车 (with its
 * ride code: the student rides with the guardian's account), 已退票.
 */
export const StudentRides = ({ userId, student }: { userId: string; student: Student }) => {
  const rides = useStudentRides(userId, student.studentId);
  const [isAll, setAll] = useState(false);
  const shown = rides.data && !isAll ? rides.data.slice(0, FIRST_SHOWN) : rides.data;
  return (
    <>
      <h4 className={styles.subTitle}>乘车记录</h4>
      {rides.isError ? (
        <ErrorState title="乘车记录加载失败" onRetry={() => void rides.refetch()} />
      ) : !rides.data || !shown ? (
        <SkeletonList rows={2} label="正在加载乘车记录" />
      ) : rides.data.length === 0 ? (
        <p className={styles.message}>还没有乘车记录。购买学期票后，这里按天显示孩子是否乘车。</p>
      ) : (
        <>
          <ul className={styles.rides} aria-label={`${student.name}的乘车记录`}>
            {shown.map((ride) => (
              <li key={ride.ticketId} className={styles.ride}>
                <span>
                  {formatServiceDate(ride.serviceDate)} {clockOf(ride.departsAt)} {ride.lineCode} {ride.boardName}
                </span>
                <span className={styles.rideState} data-state={ride.state}>
                  {stateText(ride)}
                </span>
                {ride.state === 'toRide' ? (
                  <AppLink to={CHECK_TICKET_PATH} query={{ ticketId: ride.ticketId }} className={styles.textLink}>
                    乘车码
                  </AppLink>
                ) : null}
              </li>
            ))}
          </ul>
          {rides.data.length > shown.length ? (
            <div className={styles.actions}>
              <button type="button" className={styles.smallButton} onClick={() => setAll(true)}>
                显示全部（{rides.data.length} 天）
              </button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
};
