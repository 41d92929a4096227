import { GTFS_UPLOAD_CONTENT_TYPES, GTFS_UPLOAD_MAX_BYTES, importGtfsUpload } from '@udian/contracts/endpoints/ops/network/gtfs-import';
import type { FastifyError } from 'fastify';
import type { App } from '../../../http/app-instance';
import { failureOf } from '../../../http/envelope';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import { GTFS_UPLOAD_TOO_LARGE } from '../../network/gtfs/gtfs-upload.service';
import type { NetworkAdminService } from './network-admin.service';

/**
 * The GTFS upload: the zip as the raw body, up to 20 MB. The parser and the limit live in a scope of their own,
 * so every other route keeps the app's 256 KB JSON bodies; the access hook (session, role, CSRF) runs as for
 * every operator route. A zip over the limit is answered as the app answers any body too large (413, 1413) but
 * in the importer's words, with the limit; every other failure goes on to the app's error handler.
 */
export const registerGtfsUploadRoutes = (app: App, { admin }: { admin: NetworkAdminService }) => {
  app.register(async (scoped) => {
    scoped.addContentTypeParser([...GTFS_UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: GTFS_UPLOAD_MAX_BYTES }, (_request, body, done) => {
      done(null, body);
    });
    scoped.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return reply.status(413).send(failureOf('payloadTooLarge', GTFS_UPLOAD_TOO_LARGE));
    });
    registerOperatorEndpoint(scoped, importGtfsUpload, ({ operator, body }) => admin.importGtfs(operator, body), { bodyLimit: GTFS_UPLOAD_MAX_BYTES });
  });
};
