import { GTFS_UPLOAD_CONTENT_TYPES, GTFS_UPLOAD_MAX_BYTES, importGtfsUpload } from '@udian/contracts/endpoints/ops/network/gtfs-import';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { NetworkAdminService } from './network-admin.service';

/**
 * The GTFS upload: the zip as the raw body, up to 20 MB. The parser and the limit live in a scope of their own,
 * so every other route keeps the app's 256 KB JSON bodies; the access hook (session, role, CSRF) runs as for
 * every operator route.
 */
export const registerGtfsUploadRoutes = (app: App, { admin }: { admin: NetworkAdminService }) => {
  app.register(async (scoped) => {
    scoped.addContentTypeParser([...GTFS_UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: GTFS_UPLOAD_MAX_BYTES }, (_request, body, done) => {
      done(null, body);
    });
    registerOperatorEndpoint(scoped, importGtfsUpload, ({ operator, body }) => admin.importGtfs(operator, body), { bodyLimit: GTFS_UPLOAD_MAX_BYTES });
  });
};
