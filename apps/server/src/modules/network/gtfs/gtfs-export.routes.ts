import { endpointUrl } from '@udian/contracts/endpoint';
import { GTFS_FEED_FILE_NAME, gtfsFeed } from '@udian/contracts/endpoints/gtfs/gtfs-feed';
import type { App } from '../../../http/app-instance';
import type { GtfsExportService } from './gtfs-export.service';

/** The versions an If-None-Match header names ('"12", W/"13"' → ['12', '13']); '*' stands for any. */
export const etagVersions = (header: string | string[] | undefined): string[] | undefined => {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  return value.split(',').map((tag) => tag.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1'));
};

/**
 * GET /gtfs/feed.zip (decision 063): the public network as a GTFS zip for map apps and journey planners.
 * It answers the zip itself, not the envelope: its own route, public by its contract's access (request-hooks.ts);
 * its failures are still envelopes. ETag is the network version, so a planner polling it gets 304 until the
 * network changes.
 */
export const registerGtfsExportRoutes = (app: App, { gtfsExport }: { gtfsExport: GtfsExportService }) => {
  app.route({
    method: 'GET',
    url: endpointUrl(gtfsFeed),
    schema: { summary: gtfsFeed.summary, tags: ['gtfs'] },
    config: { access: { isPublic: gtfsFeed.isPublic, needsClientHeaders: gtfsFeed.needsClientHeaders } },
    handler: async (request, reply) => {
      const { version, zip } = await gtfsExport.feed({ knownVersions: etagVersions(request.headers['if-none-match']) });
      reply.header('etag', `"${version}"`).header('cache-control', 'public, no-cache');
      if (zip === null) return reply.code(304).send();
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${GTFS_FEED_FILE_NAME}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  });
};
