import type { CreateCampaignBody, CreateShuttleBody } from '@udian/contracts/endpoints/ops/return-work/return-work';
import type { EnrolmentStatus } from '@udian/contracts/schemas/return-work';
import type { z } from 'zod';
import type { CurrentOperator } from '../../../http/request-context';
import type { ShuttleGroupingService } from '../../groups/return-work/shuttle-grouping.service';
import type { AuditService } from '../audit/audit.service';

type Operator = CurrentOperator & { ip: string };
type Page = { page: number; pageSize: number };

/**
 * The console's 复工专线 (decision 052): campaigns, their enrolments and stated needs, and shuttles, through
 * groups' return-to-work desk. Every write is audited in its own transaction.
 */
export const createReturnWorkDeskService = ({ grouping, audit }: { grouping: ShuttleGroupingService; audit: AuditService }) => ({
  campaigns: () => grouping.campaigns(),

  createCampaign: (operator: Operator, input: z.output<typeof CreateCampaignBody>) =>
    grouping.createCampaign(operator.id, input, (tx, campaign) =>
      audit.record(
        operator,
        {
          action: 'returnWork.campaignCreate',
          targetType: 'returnWorkCampaign',
          targetId: campaign.campaignId,
          summary: `开启复工专线活动「${campaign.name}」（${campaign.cityName}，${campaign.startsOn} 至 ${campaign.endsOn}，申报项 ${campaign.fields.length} 个）`,
          before: null,
          after: { name: campaign.name, cityId: campaign.cityId, startsOn: campaign.startsOn, endsOn: campaign.endsOn, fields: campaign.fields, employerFareCents: campaign.employerFareCents },
        },
        tx,
      ),
    ),

  closeCampaign: (operator: Operator, input: { campaignId: string }) =>
    grouping.closeCampaign(Number(input.campaignId), (tx, campaign) =>
      audit.record(
        operator,
        {
          action: 'returnWork.campaignClose',
          targetType: 'returnWorkCampaign',
          targetId: campaign.campaignId,
          summary: `结束复工专线活动「${campaign.name}」的报名`,
          before: { status: 'open' },
          after: { status: campaign.status },
        },
        tx,
      ),
    ),

  enrolments: (query: { campaignId: string; status?: EnrolmentStatus; travelDate?: string } & Page) => grouping.enrolments(query),

  requests: (query: { campaignId: string } & Page) => grouping.requests(query),

  shuttles: (query: { campaignId: string }) => grouping.shuttles(Number(query.campaignId)),

  createShuttle: (operator: Operator, input: z.output<typeof CreateShuttleBody>) =>
    grouping.createShuttle(operator.id, input, (tx, shuttle) =>
      audit.record(
        operator,
        {
          action: 'returnWork.shuttleCreate',
          targetType: 'returnWorkShuttle',
          targetId: shuttle.shuttleId,
          summary: `创建复工专线班车 ${shuttle.lineCode}：${shuttle.serviceDate} ${shuttle.departureTime} ${shuttle.fromName} → ${shuttle.toName}，${shuttle.seats} 座${shuttle.plate ? `，${shuttle.plate}` : ''}`,
          before: null,
          after: { lineId: shuttle.lineId, departureId: shuttle.departureId, seats: shuttle.seats, plate: shuttle.plate },
        },
        tx,
      ),
    ),

  assign: (operator: Operator, input: { shuttleId: string; enrolmentIds: string[] }) =>
    grouping.assign({ shuttleId: Number(input.shuttleId), enrolmentIds: input.enrolmentIds.map(Number) }, (tx, { shuttle, riders }) =>
      audit.record(
        operator,
        {
          action: 'returnWork.shuttleAssign',
          targetType: 'returnWorkShuttle',
          targetId: shuttle.shuttleId,
          summary: `安排 ${riders.length} 人乘坐复工专线班车 ${shuttle.lineCode}（${shuttle.serviceDate} ${shuttle.departureTime}）：${riders.join('、')}`,
          before: { riders: shuttle.riders - riders.length },
          after: { riders: shuttle.riders, enrolmentIds: input.enrolmentIds },
        },
        tx,
      ),
    ),
});

export type ReturnWorkDeskService = ReturnType<typeof createReturnWorkDeskService>;
