import type { App } from './app-instance';

/**
 * JSON bodies as Fastify parses them, except that an empty body is no body: the web client sends
 * `Content-Type: application/json` on every POST, also on calls without a body (logout), which Fastify's
 * own parser refuses (FST_ERR_CTP_EMPTY_JSON_BODY). A route whose contract needs a body still gets a
 * validation failure naming the field.
 */
export const registerJsonBodyParser = (app: App) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
};
