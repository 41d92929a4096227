import type { QuoteShuttleBody } from '@udian/contracts/endpoints/ops/groups/applications';
import { rideApplicationStatusLabels, type RideApplicationStatus, type ShuttleRequestStatus } from '@udian/contracts/schemas/groups';
import type { z } from 'zod';
import type { CurrentOperator } from '../../../http/request-context';
import type { RideApplicationsService } from '../../groups/company-lines/ride-applications.service';
import type { ShuttleRequestsService } from '../../groups/company-lines/shuttle-requests.service';
import type { AuditService } from '../audit/audit.service';
import { groupInScope } from './group-desk.service';

type Operator = CurrentOperator & { ip: string };
type Page = { page: number; pageSize: number };

const yuan = (cents: number): string => (cents / 100).toFixed(2);

/**
 * The console's decisions for company lines (decision 048): a group's ride applications, decided by its
 * administrator (held to their own group: an application's group must be theirs) or an operator, and the
 * enterprises' shuttle requests, quoted or closed by the operator. Every write is audited in its own
 * transaction; groups' services text the passenger after the commit.
 */
export const createCompanyLineDeskService = ({
  applications,
  shuttles,
  audit,
}: {
  applications: Pick<RideApplicationsService, 'page' | 'groupOf' | 'decide'>;
  shuttles: Pick<ShuttleRequestsService, 'page' | 'quote' | 'close'>;
  audit: AuditService;
}) => ({
  applications: (operator: Operator, query: { groupId: string; status?: RideApplicationStatus } & Page) =>
    applications.page({ ...query, groupId: groupInScope(operator, query.groupId) }),

  decide: async (operator: Operator, input: { applicationId: string; isApproved: boolean; reason: string }) => {
    const applicationId = Number(input.applicationId);
    groupInScope(operator, await applications.groupOf(applicationId));
    return applications.decide({ applicationId, isApproved: input.isApproved, reason: input.reason, operatorId: operator.id }, (tx, { application, membershipMethod }) =>
      audit.record(
        operator,
        {
          action: input.isApproved ? 'group.applicationApprove' : 'group.applicationReject',
          targetType: 'rideApplication',
          targetId: application.applicationId,
          summary: input.isApproved
            ? `通过 ${application.name}（${application.phone}）乘坐「${application.group.name}」班车 ${application.line.lineCode} 的申请`
            : `驳回 ${application.name}（${application.phone}）乘坐「${application.group.name}」班车 ${application.line.lineCode} 的申请：${input.reason}`,
          before: { status: 'pending', statusLabel: rideApplicationStatusLabels.pending },
          after: { status: application.status, statusLabel: rideApplicationStatusLabels[application.status], reason: application.reason, groupId: application.group.groupId, userId: application.userId, membershipMethod },
        },
        tx,
      ),
    );
  },

  shuttleRequests: (query: { status?: ShuttleRequestStatus } & Page) => shuttles.page(query),

  quote: (operator: Operator, input: z.output<typeof QuoteShuttleBody>) =>
    shuttles.quote(operator.id, input, (tx, { before, after }) =>
      audit.record(
        operator,
        {
          action: 'shuttle.quote',
          targetType: 'shuttleRequest',
          targetId: after.requestId,
          summary: `${before.quote ? '重新报价' : '报价'}「${after.companyName}」班车定制需求：每人每次 ${yuan(input.perRideCents)} 元，月度总价 ${yuan(input.monthlyCents)} 元，${input.vehicles} 辆车 × ${input.seatsPerVehicle} 座，有效期至 ${after.quote?.validUntil ?? ''}`,
          before: { status: before.status, quote: before.quote },
          after: { status: after.status, quote: after.quote },
        },
        tx,
      ),
    ),

  close: (operator: Operator, input: { requestId: string; reason: string }) =>
    shuttles.close({ requestId: Number(input.requestId), reason: input.reason }, (tx, { before, after }) =>
      audit.record(
        operator,
        {
          action: 'shuttle.close',
          targetType: 'shuttleRequest',
          targetId: after.requestId,
          summary: `关闭「${after.companyName}」班车定制需求：${input.reason}`,
          before: { status: before.status },
          after: { status: after.status, reason: after.reason },
        },
        tx,
      ),
    ),
});

export type CompanyLineDeskService = ReturnType<typeof createCompanyLineDeskService>;
