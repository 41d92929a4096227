import { endpointUrl } from '@udian/contracts/endpoint';
import { gtfsRtTripUpdates, gtfsRtVehiclePositions, type GtfsRtFeedQuery } from '@udian/contracts/endpoints/gtfs-realtime/gtfs-realtime-feeds';
import type { App } from '../../../http/app-instance';
import { FEED_CACHE_MS, type GtfsRtFeedKind, type GtfsRtFeedService } from './gtfs-rt-feed.service';

/**
 * GTFS-Realtime out (decision 064): each feed answers protobuf or JSON, not the envelope, so each is its own
 * route built from its contract (public, no client headers); a bad format fails the contract's query schema
 * and, like any failure, is the envelope (error-handler.ts).
 */
export const registerGtfsRtFeedRoutes = (app: App, { feeds }: { feeds: GtfsRtFeedService }) => {
  const feedRoutes: [typeof gtfsRtVehiclePositions | typeof gtfsRtTripUpdates, GtfsRtFeedKind][] = [
    [gtfsRtVehiclePositions, 'vehiclePositions'],
    [gtfsRtTripUpdates, 'tripUpdates'],
  ];
  for (const [endpoint, kind] of feedRoutes) {
    app.route({
      method: 'GET',
      url: endpointUrl(endpoint),
      schema: { summary: endpoint.summary, tags: ['gtfs-realtime'], querystring: endpoint.query },
      config: { access: { isPublic: endpoint.isPublic, needsClientHeaders: endpoint.needsClientHeaders } },
      handler: async (request, reply) => {
        const { format = 'protobuf' } = request.query as GtfsRtFeedQuery;
        const { contentType, body } = await feeds.feed(kind, format);
        return reply
          .header('content-type', contentType)
          .header('cache-control', `public, max-age=${FEED_CACHE_MS / 1000}`)
          .send(typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
      },
    });
  }
};
