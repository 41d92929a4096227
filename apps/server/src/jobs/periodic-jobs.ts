import type { Config } from '../config';
import type { OrderExpiry } from '../modules/buying/orders/order-expiry';
import type { RefundSender } from '../modules/buying/refunds/refund-sender';
import type { SegmentLearning } from '../modules/live/eta/segment-learning';
import type { VehicleSimulator } from '../modules/live/simulation/vehicle-simulator';
import type { GtfsRtPoller } from '../modules/live/vehicles/gtfs-rt-poller';
import type { CrowdfundLifecycle } from '../modules/demand/crowdfunds/crowdfund-lifecycle.service';
import type { InviteRewards } from '../modules/promotions/invitations/invite-rewards';
import type { LatenessService } from '../modules/promotions/lateness/lateness.service';
import type { DepartureHorizon } from '../modules/network/departure-horizon/departure-horizon';
import type { NetworkReadModel } from '../modules/network/lines/network-read-model';
import type { PeriodicJob } from './scheduler';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;

/** The services the jobs run, as the contexts' wirings answer them. */
export type JobSources = {
  config: Pick<Config, 'buying' | 'simulator' | 'vehiclePositions' | 'eta' | 'network' | 'lateness' | 'invitations' | 'crowdfunds'>;
  network: { departureHorizon: Pick<DepartureHorizon, 'ensure'>; readModel: Pick<NetworkReadModel, 'refreshIfChanged'> };
  buying: { expiry: Pick<OrderExpiry, 'sweep'>; refundSender: Pick<RefundSender, 'retryUnsent'> };
  live: {
    simulator: Pick<VehicleSimulator, 'tick'>;
    gtfsRtPoller: Pick<GtfsRtPoller, 'pollOnce'> | null;
    segmentLearning: Pick<SegmentLearning, 'learn'>;
  };
  promotions: { lateness: Pick<LatenessService, 'compensate'>; inviteRewards: Pick<InviteRewards, 'settle'> };
  demand: { crowdfundLifecycle: Pick<CrowdfundLifecycle, 'run'> };
};

/**
 * Every periodic job of the server, in one list: its name, its interval (from config, README
 * "Configuration") and the one service call it runs. The scheduler (scheduler.ts) runs them when the app is
 * built with jobs on. Each is safe with several instances at once (see the service it calls).
 */
export const periodicJobs = ({ config, network, buying, live, promotions, demand }: JobSources): PeriodicJob[] => {
  const poller = live.gtfsRtPoller;
  return [
    // Network: the next 30 service days of departures, rolled forward. Before the server answers, as sales need them.
    {
      name: 'departure-horizon',
      intervalMs: config.network.departureHorizonMinutes * MINUTE_MS,
      run: async () => ({ inserted: await network.departureHorizon.ensure() }),
      isAwaitedOnReady: true,
    },
    // Network: the in-memory network follows imports made through any instance or the CLI (decision 039).
    // Built when the app became ready, so the first check is one interval later.
    {
      name: 'network-refresh',
      intervalMs: config.network.refreshSeconds * SECOND_MS,
      run: async () => ({ isRebuilt: await network.readModel.refreshIfChanged() }),
      isRunAtStart: false,
      isIdleRunQuiet: true,
    },
    // Buying: lapsed seat holds give their seats and coupons back (decision 020).
    {
      name: 'order-expiry',
      intervalMs: config.buying.expirySweepSeconds * SECOND_MS,
      run: async () => ({ expired: await buying.expiry.sweep() }),
    },
    // Buying: refunds no provider took on are sent again, from 2 minutes to a day after they were made (decision 025).
    {
      name: 'refund-retry',
      intervalMs: config.buying.refundRetrySeconds * SECOND_MS,
      run: async () => ({ taken: await buying.refundSender.retryUnsent() }),
      isRunAtStart: false,
    },
    // Live buses: simulated positions for the assigned buses (decision 027), when SIMULATOR is on.
    ...(config.simulator.isOn
      ? [
          {
            name: 'vehicle-simulator',
            intervalMs: config.simulator.tickSeconds * SECOND_MS,
            run: async () => {
              const { running } = await live.simulator.tick();
              return {
                running: running.length,
                points: running.reduce((sum, r) => sum + r.points, 0),
                accepted: running.reduce((sum, r) => sum + r.accepted, 0),
              };
            },
          },
        ]
      : []),
    // Live buses: an operator's GTFS-Realtime VehiclePositions feed, when its URL is set (decision 026).
    ...(poller
      ? [
          {
            name: 'gtfs-rt-poll',
            intervalMs: config.vehiclePositions.gtfsRtPollSeconds * SECOND_MS,
            run: () => poller.pollOnce(),
          },
        ]
      : []),
    // Live buses: stop passages into per-hour segment travel times (decision 028).
    {
      name: 'segment-learning',
      intervalMs: config.eta.segmentLearningSeconds * SECOND_MS,
      run: () => live.segmentLearning.learn(),
    },
    // Promotions: finished departures judged at their riders' stops once learning has their passages; late
    // riders get a compensation coupon, once per ticket on any number of instances (lateness.service.ts).
    {
      name: 'lateness-compensation',
      intervalMs: config.lateness.checkSeconds * SECOND_MS,
      run: () => promotions.lateness.compensate(),
    },
    // Promotions: an inviter's reward once an invitee's first paid ticket is checked in; each invitation is
    // settled by a conditional update under the inviter's lock, so once on any number of instances.
    {
      name: 'invite-rewards',
      intervalMs: config.invitations.rewardSeconds * SECOND_MS,
      run: () => promotions.inviteRewards.settle(),
    },
    // Demand: crowdfunded lines open at their target or fail at their deadline; failed and closed ones are
    // refunded in full through buying. State changes under the crowdfund's row lock, settling claimed per
    // crowdfund, so any number of instances may run it (crowdfund-lifecycle.service.ts).
    {
      name: 'crowdfunds',
      intervalMs: config.crowdfunds.checkSeconds * SECOND_MS,
      run: () => demand.crowdfundLifecycle.run(),
      isIdleRunQuiet: true,
    },
  ];
};
