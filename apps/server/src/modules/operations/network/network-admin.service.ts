import type { EndLineNoticeBody, PublishLineNoticeBody } from '@udian/contracts/endpoints/ops/network/line-notices';
import type { SetLinePriceBody } from '@udian/contracts/endpoints/ops/network/line-price';
import type { SetLineTransitCardBody } from '@udian/contracts/endpoints/ops/network/line-transit-card';
import type { z } from 'zod';
import type { GtfsUploadService } from '../../network/gtfs/gtfs-upload.service';
import type { LineNoticesService } from '../../network/lines/line-notices.service';
import type { LineFaresService } from '../../network/lines/line-fares.service';
import type { LineTransitCardService } from '../../network/lines/line-transit-card.service';
import type { AuditActor, AuditService } from '../audit/audit.service';

/**
 * The operator's network writes: line notices, 刷卡乘车, a line's flat price and GTFS uploads, done by network's services in their own
 * transactions, each recording its audit entry in that same transaction.
 */
export const createNetworkAdminService = ({
  lineNotices,
  lineTransitCard,
  lineFares,
  gtfsUpload,
  audit,
}: {
  lineNotices: LineNoticesService;
  lineTransitCard: LineTransitCardService;
  lineFares: LineFaresService;
  gtfsUpload: GtfsUploadService;
  audit: AuditService;
}) => ({
  listNotices: (lineId: string) => lineNotices.list(lineId),

  publishNotice: (actor: AuditActor, body: z.output<typeof PublishLineNoticeBody>) =>
    lineNotices.publish(body, (tx, { after, lineLabel }) =>
      audit.record(
        actor,
        { action: 'line.notice', targetType: 'line', targetId: after.lineId, summary: `${lineLabel} 发布公告「${after.title}」（${after.effectiveFrom} 起）`, after },
        tx,
      ),
    ),

  endNotice: (actor: AuditActor, body: z.output<typeof EndLineNoticeBody>) =>
    lineNotices.end(body, (tx, { before, after, lineLabel }) =>
      audit.record(
        actor,
        { action: 'line.notice', targetType: 'line', targetId: after.lineId, summary: `${lineLabel} 结束公告「${after.title}」（显示到 ${after.effectiveTo}）`, before, after },
        tx,
      ),
    ),

  setTransitCard: (actor: AuditActor, body: z.output<typeof SetLineTransitCardBody>) =>
    lineTransitCard.set(body, (tx, { before, after }) =>
      audit.record(
        actor,
        {
          action: 'line.transitCard',
          targetType: 'line',
          targetId: after.lineId,
          summary: `${after.lineLabel} ${after.acceptsTransitCard ? '设为可刷交通卡乘车' : '设为不可刷交通卡'}`,
          before,
          after,
        },
        tx,
      ),
    ),

  setPrice: (actor: AuditActor, body: z.output<typeof SetLinePriceBody>) =>
    lineFares.setFlatPrice(body, (tx, { before, after, departuresRepriced }) =>
      audit.record(
        actor,
        {
          action: 'line.price',
          targetType: 'line',
          targetId: after.lineId,
          summary: `${after.lineLabel} 票价设为 ${(after.priceCents / 100).toFixed(2)} 元（${before.isPriced ? `原 ${(before.priceCents / 100).toFixed(2)} 元` : '原暂未定价'}${before.pairFares > 0 ? `，取消 ${before.pairFares} 个区间票价` : ''}，${departuresRepriced} 个班次随之调价）`,
          before,
          after,
        },
        tx,
      ),
    ),

  importGtfs: async (actor: AuditActor, bytes: Uint8Array) => ({
    report: await gtfsUpload.importZip(bytes, (tx, report) =>
      audit.record(
        actor,
        {
          action: 'gtfs.import',
          targetType: 'network',
          targetId: 'gtfs',
          summary: `导入 GTFS：${report.rows.slice(0, 3).map((r) => `${r.label} ${r.value}`).join('，')}`,
          after: { bytes: bytes.byteLength, agencies: report.agencies, stations: report.stations, lines: report.lines, trips: report.trips, warnings: report.warnings },
        },
        tx,
      ),
    ),
  }),
});

export type NetworkAdminService = ReturnType<typeof createNetworkAdminService>;
