import { demandStatusLabels, type DemandStatus, type DemandTimeKind, type OdCampaignStatus } from '@udian/contracts/schemas/demand';

export const timeKindLabels: Record<DemandTimeKind, string> = { arrive: '到达', depart: '出发' };

/** A commuting window: '到达 07:30–08:00' (at the destination) or '出发 18:00–18:30' (from the origin). */
export const windowText = (kind: DemandTimeKind, start: string, end: string): string => `${timeKindLabels[kind]} ${start}–${end}`;

/** The people a demand counts: '3 人', or '3 人 + 同路 2' with the colleagues who added themselves. */
export const peopleText = (people: number, supporters: number): string => (supporters > 0 ? `${people} 人 + 同路 ${supporters}` : `${people} 人`);

const statusColours: Record<DemandStatus, string> = { submitted: 'processing', evaluating: 'warning', gathering: 'cyan', opened: 'success', failed: 'default' };

/** A demand status's tag: its label (the contract's) and colour. */
export const demandStatusTag = (status: DemandStatus): { label: string; color: string } => ({ label: demandStatusLabels[status], color: statusColours[status] });

export const odCampaignStatusTags: Record<OdCampaignStatus, { label: string; color?: string }> = {
  upcoming: { label: '未开始', color: 'processing' },
  running: { label: '进行中', color: 'success' },
  ended: { label: '已结束' },
};

/** A campaign's progress as a whole percentage for a Progress bar: never above 100 (a target may be passed). */
export const progressPercent = (demands: number, target: number): number => (target > 0 ? Math.min(100, Math.floor((demands / target) * 100)) : 0);
