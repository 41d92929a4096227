import type { App } from './app-instance';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isApiPath } from '@udian/contracts/prefixes';
import { isDatabaseUnavailable } from '../db/database-errors';
import { AppError } from './app-error';
import { failure, failureOf } from './envelope';

type ZodIssueLike = { path?: readonly PropertyKey[]; instancePath?: string; message?: string };

const fieldOf = (issue: ZodIssueLike): string => {
  if (issue.path && issue.path.length > 0) return issue.path.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
};

/** A Chinese description of the first failing field: enough for a passenger or a developer to act on. */
const describeValidation = (error: FastifyError): string => {
  const issues = (error.validation ?? []) as unknown as ZodIssueLike[];
  const first = issues[0];
  const where = error.validationContext === 'headers' ? '请求头' : '参数';
  if (!first) return '请求参数有误，请检查后重试';
  const field = fieldOf(first);
  const message = (first.message ?? '格式不正确').replace(/^Invalid input:?\s*/i, '');
  return field ? `${where} ${field} 有误：${message}` : `${where}有误：${message}`;
};

/** One place maps every failure to the envelope; nothing reaches the client as a stack trace or a 500. */
export const registerErrorHandling = (app: App) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      request.log.info({ code: error.code, errorName: error.errorName }, 'request failed');
      return reply.status(error.httpStatus).send(failure(error.code, error.desc));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const desc = describeValidation(error);
      request.log.info({ desc }, 'request failed validation');
      return reply.status(200).send(failureOf('invalidParams', desc));
    }
    // Transport faults keep their HTTP status (decisions 003 and 040): a body that is not JSON at all is
    // never sent by our client (it serialises), so the status helps monitoring more than a toast would.
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(failureOf('invalidParams', '请求内容不是有效的 JSON，请检查后重试'));
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.status(400).send(failureOf('badRequest'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(failureOf('payloadTooLarge'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(failureOf('unsupportedMediaType'));
      default:
        break;
    }
    if (error.statusCode === 429) return reply.status(200).send(failureOf('tooManyRequests'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(200).send(failureOf('invalidParams'));
    }
    // PostgreSQL down or restarting (decision 038): the service's failure, not the request's; the passenger
    // is told to try again shortly, and the log says what it was instead of an unhandled error per request.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered serviceBusy');
      return reply.status(200).send(failureOf('serviceBusy'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(200).send(failureOf('serviceBusy'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isApiPath(path)) return reply.status(404).send(failureOf('routeNotFound'));
    return reply.status(404).send(failureOf('notFound'));
  });
};
