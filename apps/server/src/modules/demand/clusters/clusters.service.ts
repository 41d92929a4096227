import type { DemandCluster, DemandFilter } from '@udian/contracts/endpoints/ops/demand/demand';
import type { z } from 'zod';
import { clockOfMinutes } from '../../../time/shanghai-time';
import type { DemandAccountsPort } from '../demand.ports';
import type { DemandAdminRepository } from '../demands/demand-admin.repository';
import { filterValues } from '../demands/demand-filter';
import { toOpsDemand } from '../demands/demand-view';
import { OPEN_STATUSES } from '../demands/demands.repository';
import { clusterDemands } from './demand-clusters';

/**
 * The console's clusters of open demand (decision 046): computed on read from the filter's demands still
 * collecting (已提交, 评估中); a filter naming another status has no clusters.
 */
export const createClustersService = ({
  admin,
  accounts,
}: {
  admin: Pick<DemandAdminRepository, 'list'>;
  accounts: Pick<DemandAccountsPort, 'phones'>;
}) => ({
  clusters: async (query: z.output<typeof DemandFilter>): Promise<{ clusters: DemandCluster[] }> => {
    const filter = filterValues(query);
    const statuses = OPEN_STATUSES.filter((status) => !filter.statuses || filter.statuses.includes(status));
    if (statuses.length === 0) return { clusters: [] };
    const rows = await admin.list({ ...filter, statuses }, null);
    const [phones, rowsById] = [await accounts.phones(rows.map((row) => row.user_id)), new Map(rows.map((row) => [row.id, row]))];
    const clusters = clusterDemands(
      rows.map((row) => ({
        id: row.id,
        timeKind: row.time_kind,
        startMinutes: row.window_start_minutes,
        endMinutes: row.window_end_minutes,
        from: { name: row.from_name, lng: row.from_lng, lat: row.from_lat },
        to: { name: row.to_name, lng: row.to_lng, lat: row.to_lat },
        weekdays: row.weekdays,
        people: row.people + row.supporters,
        status: row.status,
      })),
    );
    return {
      clusters: clusters.map((c) => ({
        key: String(c.key),
        demandIds: c.demandIds.map(String),
        demands: c.demandIds.length,
        people: c.people,
        from: c.from,
        to: c.to,
        timeKind: c.timeKind,
        windowStart: clockOfMinutes(c.startMinutes),
        windowEnd: clockOfMinutes(c.endMinutes),
        weekdays: c.weekdays,
        statuses: c.statuses,
        members: c.demandIds.map((id) => {
          const row = rowsById.get(id)!;
          return toOpsDemand(row, phones.get(row.user_id) ?? '');
        }),
      })),
    };
  },
});

export type ClustersService = ReturnType<typeof createClustersService>;
