import { listAuditLog } from '@udian/contracts/endpoints/ops/audit/audit-log';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { AuditService } from './audit.service';

export const registerAuditRoutes = (app: App, { audit }: { audit: AuditService }) => {
  registerOperatorEndpoint(app, listAuditLog, ({ query }) => audit.list(query));
};
