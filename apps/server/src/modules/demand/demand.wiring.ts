import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createIdempotencyRepository } from '../../http/idempotency.repository';
import { createCarpoolsRepository } from './carpools/carpools.repository';
import { registerCarpoolsRoutes } from './carpools/carpools.routes';
import { createCarpoolsService } from './carpools/carpools.service';
import { createClustersService } from './clusters/clusters.service';
import { createCrowdfundAdminService } from './crowdfunds/crowdfund-admin.service';
import { createCrowdfundLifecycle } from './crowdfunds/crowdfund-lifecycle.service';
import { createCrowdfundsRepository } from './crowdfunds/crowdfunds.repository';
import { registerCrowdfundsRoutes } from './crowdfunds/crowdfunds.routes';
import { createCrowdfundsService } from './crowdfunds/crowdfunds.service';
import type { CrowdfundBuyingPort, CrowdfundNetworkPort, CrowdfundSmsPort, DemandAccountsPort, DemandNetworkPort } from './demand.ports';
import { createDemandAdminRepository } from './demands/demand-admin.repository';
import { createDemandAdminService } from './demands/demand-admin.service';
import { createDemandsRepository } from './demands/demands.repository';
import { registerDemandsRoutes } from './demands/demands.routes';
import { createDemandsService } from './demands/demands.service';
import { createNearPoiService } from './demands/near-poi.service';
import { createOdCampaignAdminService } from './od-campaigns/od-campaign-admin.service';
import { createOdCampaignsRepository } from './od-campaigns/od-campaigns.repository';
import { registerOdCampaignsRoutes } from './od-campaigns/od-campaigns.routes';
import { createOdCampaignsService } from './od-campaigns/od-campaigns.service';

export type DemandDeps = {
  db: Db;
  accounts: DemandAccountsPort;
  network: DemandNetworkPort;
  /** Crowdfunds (decision 047): the custom line, the presale and the stops, the text messages. */
  crowdfund: { lines: CrowdfundNetworkPort; buying: CrowdfundBuyingPort; sms: CrowdfundSmsPort };
  now?: () => Date;
};

/**
 * The demand context (decision 046): passengers' demand for new lines, its sharing (同路 +1), the
 * OD-collection campaigns, the clusters the console reads, the crowdfunded lines made from them (047) and the
 * carpools passengers start on the same mechanism (051) (repositories → services → routes). It reads
 * accounts and network only through its ports; answers its services to the operator console.
 */
export const registerDemand = (app: App, { db, accounts, network, crowdfund, now }: DemandDeps) => {
  const demandsRepository = createDemandsRepository(db);
  const campaignsRepository = createOdCampaignsRepository(db);
  const adminRepository = createDemandAdminRepository(db);
  registerDemandsRoutes(app, {
    demands: createDemandsService({ db, demands: demandsRepository, campaigns: campaignsRepository, accounts, network, now }),
    near: createNearPoiService({ accounts, network }),
  });
  registerOdCampaignsRoutes(app, { campaigns: createOdCampaignsService({ campaigns: campaignsRepository, demands: demandsRepository, now }) });
  const crowdfunds = createCrowdfundsRepository(db);
  const lifecycle = createCrowdfundLifecycle({ db, crowdfunds, network: crowdfund.lines, buying: crowdfund.buying, accounts, sms: crowdfund.sms, logger: app.log, now });
  registerCrowdfundsRoutes(app, { crowdfunds: createCrowdfundsService({ crowdfunds, network: crowdfund.lines, buying: crowdfund.buying, now }) });
  // Carpools (decision 051): a passenger's crowdfund for one ride, the same lifecycle job.
  registerCarpoolsRoutes(app, {
    carpools: createCarpoolsService({
      db,
      carpools: createCarpoolsRepository(db),
      crowdfunds,
      network: { create: crowdfund.lines.create, afterCommit: crowdfund.lines.afterCommit, cityAt: network.cityAt },
      buying: crowdfund.buying,
      accounts,
      now,
    }),
    idempotency: createIdempotencyRepository(db),
    now,
  });
  return {
    /** The crowdfund job: opens those at their target, fails those past their deadline, settles ended ones. */
    crowdfundLifecycle: lifecycle,
    /** The console's crowdfunds: proposals, the monitor, closing, extending, telling. */
    crowdfundAdmin: createCrowdfundAdminService({
      db,
      crowdfunds,
      lines: crowdfund.lines,
      stations: network,
      buying: crowdfund.buying,
      accounts,
      sms: crowdfund.sms,
      lifecycle,
      now,
    }),
    /** 需求与众筹 in the console: the list with its heat map, marking demands 评估中. */
    demandAdmin: createDemandAdminService({ db, admin: adminRepository, accounts, network, now }),
    /** The console's clusters of open demand. */
    clusters: createClustersService({ admin: adminRepository, accounts }),
    /** The console's OD-collection campaigns. */
    odCampaignAdmin: createOdCampaignAdminService({ db, campaigns: campaignsRepository, network, now }),
  };
};

export type DemandContext = ReturnType<typeof registerDemand>;
