import { endLineNotice, listLineNotices, publishLineNotice } from '@udian/contracts/endpoints/ops/network/line-notices';
import { setLinePrice } from '@udian/contracts/endpoints/ops/network/line-price';
import { setLineTransitCard } from '@udian/contracts/endpoints/ops/network/line-transit-card';
import { getOpsLine, listOpsLines, listOpsStations } from '@udian/contracts/endpoints/ops/network/network-lines';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { NetworkAdminService } from './network-admin.service';
import type { NetworkCatalogService } from './network-catalog.service';

export const registerNetworkRoutes = (app: App, { catalog, admin }: { catalog: NetworkCatalogService; admin: NetworkAdminService }) => {
  registerOperatorEndpoint(app, listOpsLines, ({ query }) => catalog.listLines(query));
  registerOperatorEndpoint(app, getOpsLine, ({ query }) => catalog.getLine(query.id));
  registerOperatorEndpoint(app, listOpsStations, ({ query }) => catalog.listStations(query));
  registerOperatorEndpoint(app, listLineNotices, ({ query }) => admin.listNotices(query.lineId));
  registerOperatorEndpoint(app, publishLineNotice, ({ operator, body }) => admin.publishNotice(operator, body));
  registerOperatorEndpoint(app, endLineNotice, ({ operator, body }) => admin.endNotice(operator, body));
  registerOperatorEndpoint(app, setLineTransitCard, ({ operator, body }) => admin.setTransitCard(operator, body));
  registerOperatorEndpoint(app, setLinePrice, ({ operator, body }) => admin.setPrice(operator, body));
};
