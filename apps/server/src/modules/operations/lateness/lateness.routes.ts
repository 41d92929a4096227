import {
  listDeparturesWithoutLiveData,
  listLatenessCompensations,
  listLineLateThresholds,
  updateLineLateThresholds,
} from '@udian/contracts/endpoints/ops/lateness/lateness';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { LatenessDeskService } from './lateness-desk.service';

export const registerLatenessRoutes = (app: App, { desk }: { desk: LatenessDeskService }) => {
  registerOperatorEndpoint(app, listLatenessCompensations, ({ query }) => desk.listCompensations(query));
  registerOperatorEndpoint(app, listDeparturesWithoutLiveData, ({ query }) => desk.listWithoutLiveData(query));
  registerOperatorEndpoint(app, listLineLateThresholds, () => desk.listThresholds());
  registerOperatorEndpoint(app, updateLineLateThresholds, ({ operator, body }) => desk.updateThresholds(operator, body));
};
