import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createAuditRepository } from './audit/audit.repository';
import { registerAuditRoutes } from './audit/audit.routes';
import { createAuditService } from './audit/audit.service';
import { registerOperatorAuthRoutes } from './operators/operator-auth.routes';
import { createOperatorAuthService } from './operators/operator-auth.service';
import { createOperatorsRepository } from './operators/operators.repository';
import { registerOperatorsRoutes } from './operators/operators.routes';
import { createOperatorsService } from './operators/operators.service';

export type OperationsDeps = {
  config: Config;
  db: Db;
  now?: () => Date;
};

/**
 * The operations context (decision 044): the operator console's API. Operator accounts, their sign-in and
 * the audit log, and the daily work, which acts through the other contexts' services. Answers the operator
 * authenticator the access hook uses.
 */
export const registerOperations = (app: App, { config, db, now }: OperationsDeps) => {
  const ops = config.operations;
  const operatorsRepository = createOperatorsRepository(db);
  const audit = createAuditService({ audit: createAuditRepository(db), now });
  const auth = createOperatorAuthService({
    db,
    operators: operatorsRepository,
    audit,
    sessionHours: ops.sessionHours,
    loginIpLimit: ops.loginIpLimit,
    productName: config.productName,
    now,
  });
  const operators = createOperatorsService({ db, operators: operatorsRepository, audit, now });

  registerOperatorAuthRoutes(app, { auth, now });
  registerOperatorsRoutes(app, { operators });
  registerAuditRoutes(app, { audit });

  return { auth, operators, audit };
};

export type Operations = ReturnType<typeof registerOperations>;
