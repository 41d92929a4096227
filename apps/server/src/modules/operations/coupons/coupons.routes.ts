import { endpointUrl } from '@udian/contracts/endpoint';
import { archiveCouponTemplate, createCouponTemplate, listCouponTemplates, updateCouponTemplate } from '@udian/contracts/endpoints/ops/coupons/coupon-templates';
import { createCouponCampaign, listCouponCampaigns, pauseCouponCampaign, updateCouponCampaign } from '@udian/contracts/endpoints/ops/coupons/coupon-campaigns';
import {
  exportRedeemCodes,
  generateRedeemBatch,
  listRedeemBatches,
  listRedeemCodes,
  pauseRedeemBatch,
  RedeemCodesExportQuery,
} from '@udian/contracts/endpoints/ops/coupons/redeem-batches';
import type { App } from '../../../http/app-instance';
import { AppError } from '../../../http/app-error';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { CouponDeskService } from './coupon-desk.service';

/** The console's 优惠券 section: 券模板, 领券活动 and 兑换码. */
export const registerCouponDeskRoutes = (app: App, { desk }: { desk: CouponDeskService }) => {
  registerOperatorEndpoint(app, listCouponTemplates, () => desk.listTemplates());
  registerOperatorEndpoint(app, createCouponTemplate, ({ operator, body }) => desk.createTemplate(operator, body));
  registerOperatorEndpoint(app, updateCouponTemplate, ({ operator, body }) => desk.updateTemplate(operator, body));
  registerOperatorEndpoint(app, archiveCouponTemplate, ({ operator, body }) => desk.archiveTemplate(operator, body));

  registerOperatorEndpoint(app, listCouponCampaigns, () => desk.listCampaigns());
  registerOperatorEndpoint(app, createCouponCampaign, ({ operator, body }) => desk.createCampaign(operator, body));
  registerOperatorEndpoint(app, updateCouponCampaign, ({ operator, body }) => desk.updateCampaign(operator, body));
  registerOperatorEndpoint(app, pauseCouponCampaign, ({ operator, body }) => desk.pauseCampaign(operator, body));

  registerOperatorEndpoint(app, listRedeemBatches, () => desk.listBatches());
  registerOperatorEndpoint(app, generateRedeemBatch, ({ operator, body }) => desk.generateBatch(operator, body));
  registerOperatorEndpoint(app, pauseRedeemBatch, ({ operator, body }) => desk.pauseBatch(operator, body));
  registerOperatorEndpoint(app, listRedeemCodes, ({ query }) => desk.listCodes(query));

  // The CSV export answers text/csv, not the envelope: its own route, guarded by the same access hook from
  // the contract's roles (operator-access.ts); its failures are still envelopes (the error handler).
  app.route({
    method: 'GET',
    url: endpointUrl(exportRedeemCodes),
    schema: {
      summary: `${exportRedeemCodes.summary} (roles: ${exportRedeemCodes.operatorRoles!.join(', ')})`,
      tags: ['operator console'],
      querystring: RedeemCodesExportQuery,
    },
    config: { access: { isPublic: false, needsClientHeaders: false, operatorRoles: exportRedeemCodes.operatorRoles!, isOpenBeforePasswordChange: false } },
    handler: async (request, reply) => {
      if (!request.operator) throw new AppError('operatorNotLoggedIn');
      const { batchId } = request.query as { batchId: string };
      const { fileName, csv } = await desk.exportCodes({ ...request.operator, ip: request.ip }, batchId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};
