import { createOperator, listOperators, resetOperatorPassword, updateOperator } from '@udian/contracts/endpoints/ops/operators/operators';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { OperatorsService } from './operators.service';

export const registerOperatorsRoutes = (app: App, { operators }: { operators: OperatorsService }) => {
  registerOperatorEndpoint(app, listOperators, () => operators.list());
  registerOperatorEndpoint(app, createOperator, ({ operator, body }) => operators.create(operator, body));
  registerOperatorEndpoint(app, updateOperator, ({ operator, body }) => operators.update(operator, body));
  registerOperatorEndpoint(app, resetOperatorPassword, ({ operator, body }) => operators.resetPassword(operator, body));
};
