import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createCooperationLeadsRepository } from './cooperation/cooperation-leads.repository';
import { registerCooperationLeadsRoutes } from './cooperation/cooperation-leads.routes';
import { createCooperationLeadsService } from './cooperation/cooperation-leads.service';
import { createSuggestionsRepository } from './suggestions/suggestions.repository';
import { registerSuggestionsRoutes } from './suggestions/suggestions.routes';
import { createSuggestionsService } from './suggestions/suggestions.service';

/**
 * The feedback context (decision 057): what passengers and companies tell the operator. suggestions (投诉建议:
 * complaints and suggestions with photos, the operator's replies) and cooperation (商务合作 leads). It needs
 * nothing of the other contexts but the session accounts put on the request; operations acts through its
 * services (the console's 投诉建议 and 商务合作 sections).
 */
export const registerFeedback = (app: App, { db, now }: { db: Db; now?: () => Date }) => {
  const suggestions = createSuggestionsService({ db, suggestions: createSuggestionsRepository(db), now });
  const cooperationLeads = createCooperationLeadsService({ db, leads: createCooperationLeadsRepository(db), now });
  registerSuggestionsRoutes(app, { suggestions });
  registerCooperationLeadsRoutes(app, { leads: cooperationLeads });
  return { suggestions, cooperationLeads };
};

export type Feedback = ReturnType<typeof registerFeedback>;
