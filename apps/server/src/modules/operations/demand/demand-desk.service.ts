import type { CreateAssembleBody } from '@udian/contracts/endpoints/ops/demand/assemble';
import type { CreateOdCampaignBody, UpdateOdCampaignBody } from '@udian/contracts/endpoints/ops/demand/demand';
import type { AssembleStatus } from '@udian/contracts/schemas/assemble';
import type { z } from 'zod';
import type { ClustersService } from '../../demand/clusters/clusters.service';
import type { CrowdfundAdminService, CrowdfundCommitHook } from '../../demand/crowdfunds/crowdfund-admin.service';
import type { DemandAdminService } from '../../demand/demands/demand-admin.service';
import type { OdCampaignAdminService, OdCampaignCommitHook } from '../../demand/od-campaigns/od-campaign-admin.service';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';

/**
 * The console's 需求与众筹: demand's services do the work; marking demands 评估中 and each campaign write are
 * recorded in the audit log inside their own transaction (the hook runs before it commits).
 */
export const createDemandDeskService = ({
  demands,
  clusters,
  campaigns,
  crowdfunds,
  audit,
  mapTileUrl,
}: {
  demands: DemandAdminService;
  clusters: ClustersService;
  campaigns: OdCampaignAdminService;
  crowdfunds: CrowdfundAdminService;
  audit: AuditService;
  /** MAP_TILE_URL, for the section's maps. */
  mapTileUrl: string;
}) => {
  const campaignAudited =
    (actor: AuditActor, action: AuditAction, summary: (name: string) => string): OdCampaignCommitHook =>
    (tx, { before, after }) =>
      audit.record(actor, { action, targetType: 'odCampaign', targetId: after.id, summary: summary(after.name), before: before ?? undefined, after }, tx);

  const crowdfundAudited =
    (actor: AuditActor, action: AuditAction): CrowdfundCommitHook =>
    (tx, { id, summary, detail }) =>
      audit.record(actor, { action, targetType: 'crowdfund', targetId: id, summary, after: detail }, tx);

  return {
    suggestCrowdfund: (demandIds: string) => crowdfunds.suggest(demandIds.split(',').map(Number)),
    createCrowdfund: (actor: AuditActor, input: z.output<typeof CreateAssembleBody>) =>
      crowdfunds.create(Number(actor.id), input, crowdfundAudited(actor, 'crowdfund.create')),
    listCrowdfunds: (status: AssembleStatus | undefined) => crowdfunds.list(status),
    crowdfundDetail: (id: string) => crowdfunds.detail(id),
    closeCrowdfund: (actor: AuditActor, input: { id: string; reason: string }) => crowdfunds.close(input.id, input.reason, crowdfundAudited(actor, 'crowdfund.close')),
    extendCrowdfund: (actor: AuditActor, input: { id: string; deadline: string }) => crowdfunds.extend(input.id, input.deadline, crowdfundAudited(actor, 'crowdfund.extend')),
    notifyCrowdfundDemands: (actor: AuditActor, id: string) => crowdfunds.notifyDemands(id, crowdfundAudited(actor, 'crowdfund.notify')),

    listDemands: demands.list,
    listHeat: async (query: Parameters<DemandAdminService['heat']>[0]) => ({ ...(await demands.heat(query)), mapTileUrl }),
    listClusters: async (query: Parameters<ClustersService['clusters']>[0]) => {
      const [found, cities] = await Promise.all([clusters.clusters(query), demands.cities()]);
      return { ...found, cities, mapTileUrl };
    },

    evaluate: (actor: AuditActor, demandIds: readonly string[]) =>
      demands.evaluate(demandIds, (tx, { demandIds: changed }) =>
        audit.record(
          actor,
          {
            action: 'demand.evaluate',
            targetType: 'demand',
            // The smallest id: a cluster's key, when a cluster was marked.
            targetId: changed[0]!,
            summary: `将 ${changed.length} 条需求标记为评估中`,
            after: { demandIds: changed.map(String), status: 'evaluating' },
          },
          tx,
        ),
      ),

    listCampaigns: () => campaigns.list(),

    createCampaign: (actor: AuditActor, input: z.output<typeof CreateOdCampaignBody>) =>
      campaigns.create(input, campaignAudited(actor, 'odCampaign.create', (name) => `创建需求征集活动「${name}」`)),

    updateCampaign: (actor: AuditActor, input: z.output<typeof UpdateOdCampaignBody>) =>
      campaigns.update(input, campaignAudited(actor, 'odCampaign.update', (name) => `修改需求征集活动「${name}」`)),
  };
};

export type DemandDeskService = ReturnType<typeof createDemandDeskService>;
