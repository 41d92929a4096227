import type { CreateOdCampaignBody, UpdateOdCampaignBody } from '@udian/contracts/endpoints/ops/demand/demand';
import type { z } from 'zod';
import type { ClustersService } from '../../demand/clusters/clusters.service';
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
  audit,
  mapTileUrl,
}: {
  demands: DemandAdminService;
  clusters: ClustersService;
  campaigns: OdCampaignAdminService;
  audit: AuditService;
  /** MAP_TILE_URL, for the section's maps. */
  mapTileUrl: string;
}) => {
  const campaignAudited =
    (actor: AuditActor, action: AuditAction, summary: (name: string) => string): OdCampaignCommitHook =>
    (tx, { before, after }) =>
      audit.record(actor, { action, targetType: 'odCampaign', targetId: after.id, summary: summary(after.name), before: before ?? undefined, after }, tx);

  return {
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
