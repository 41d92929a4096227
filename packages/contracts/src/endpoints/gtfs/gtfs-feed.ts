import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

/** The file name the feed is offered under (Content-Disposition). */
export const GTFS_FEED_FILE_NAME = 'udian-gtfs.zip';

/** The feed's bytes: a GTFS zip, answered as itself (application/zip), not in the envelope. */
export const GtfsFeedZip = z
  .instanceof(Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'The public network as a GTFS feed (.zip), with udian_* extension columns' });

/**
 * The public network as a GTFS feed (decision 063), for map apps and journey planners, and re-importable by
 * our own importer. Answered as application/zip with ETag = the network version; If-None-Match with the
 * current ETag is answered 304. A failure is the envelope as usual.
 */
export const gtfsFeed = defineEndpoint({
  method: 'GET',
  prefix: '',
  path: '/gtfs/feed.zip',
  summary: 'The public network as a GTFS feed (application/zip, ETag = network version, 304 on If-None-Match)',
  isPublic: true,
  needsClientHeaders: false,
  data: GtfsFeedZip,
});
