import type { LatenessReportQuery, UpdateLineLateThresholdsBody } from '@udian/contracts/endpoints/ops/lateness/lateness';
import type { z } from 'zod';
import type { LineLateThresholdsService } from '../../network/lines/line-late-thresholds.service';
import type { LatenessService } from '../../promotions/lateness/lateness.service';
import type { AuditActor, AuditService } from '../audit/audit.service';

/**
 * 晚点补偿 in the console: the compensations issued and the departures without live data (promotions'
 * reports), and each line's thresholds (network's), whose change records its audit entry in its transaction.
 */
export const createLatenessDeskService = ({
  lateness,
  thresholds,
  audit,
}: {
  lateness: Pick<LatenessService, 'listCompensations' | 'listWithoutLiveData'>;
  thresholds: LineLateThresholdsService;
  audit: AuditService;
}) => ({
  listCompensations: (query: z.output<typeof LatenessReportQuery>) => lateness.listCompensations(query),

  listWithoutLiveData: (query: z.output<typeof LatenessReportQuery>) => lateness.listWithoutLiveData(query),

  listThresholds: () => thresholds.list(),

  updateThresholds: (actor: AuditActor, body: z.output<typeof UpdateLineLateThresholdsBody>) =>
    thresholds.update(body, (tx, { before, after }) =>
      audit.record(
        actor,
        {
          action: 'line.lateThresholds',
          targetType: 'line',
          targetId: after.lineId,
          summary: `${after.lineCode} ${after.lineName} 晚点补偿阈值：晚点超过 ${before.minorMinutes}/${before.majorMinutes} 分钟 → 超过 ${after.minorMinutes}/${after.majorMinutes} 分钟（半额/全额）`,
          before,
          after,
        },
        tx,
      ),
    ),
});

export type LatenessDeskService = ReturnType<typeof createLatenessDeskService>;
