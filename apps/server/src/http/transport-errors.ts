import type { ErrorName } from '@udian/contracts/meta-codes';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { failureOf } from './envelope';

/**
 * Answers for faults found before a request reaches a route (decision 040): Node's HTTP parser
 * (clientErrorHandler), Fastify's router (frameworkErrors) and an `Expect` Node cannot meet. Each is the
 * envelope with a fixed Chinese desc and the HTTP status of the fault: nothing of the request (path,
 * header text) is echoed, and no internal code (HPE_*, FST_ERR_*) reaches the client.
 */
export type TransportAnswer = { status: number; name: ErrorName };

/** Node's parser errors carry the packet being parsed as a Buffer (Fastify's types call it JSON). */
type ParserError = { code?: string; rawPacket?: unknown; bytesParsed?: number };

const REQUEST_LINE_START = /^[A-Z]{3,10} \S/;

/**
 * Node's parser counts the request line and the headers against one budget (16 KiB). The request line is
 * what overflowed when the packet in which the budget ran out starts the request and has no line end up to
 * that point. When the overflow comes in a later packet of a slow sender, the two cannot be told apart,
 * and 431 is answered.
 */
export const isRequestLineOverflow = (error: ParserError): boolean => {
  const packet = error.rawPacket;
  if (!Buffer.isBuffer(packet)) return false;
  const parsed = packet.subarray(0, error.bytesParsed ?? packet.length);
  return REQUEST_LINE_START.test(parsed.subarray(0, 16).toString('latin1')) && !parsed.includes(0x0a);
};

/** What a parser or socket error gets: null when nothing can be answered (the peer has gone). */
export const clientErrorAnswer = (error: ParserError): TransportAnswer | null => {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, name: 'requestTimeout' };
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return isRequestLineOverflow(error) ? { status: 414, name: 'uriTooLong' } : { status: 431, name: 'headersTooLarge' };
  }
  if (error.code?.startsWith('HPE_')) return { status: 400, name: 'badRequest' };
  return null;
};

/** A whole HTTP/1.1 answer for a raw socket: the envelope, and the connection closed. */
export const rawEnvelopeAnswer = ({ status, name }: TransportAnswer): string => {
  const body = JSON.stringify(failureOf(name));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
};

/** The answer in flight on a socket: Node's own clientError handler looks at it the same way. */
const inFlightAnswerOf = (socket: Socket) => (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;

/**
 * Fastify's clientErrorHandler: called with Node's 'clientError' (a request line or header the parser
 * refuses, a head too large, a request not received in time). Like Node's own handler, it answers only
 * when no answer of a request on this socket has started, then closes the socket once the answer is out.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  const answer = clientErrorAnswer(error);
  if (answer) this.log.info({ code: error.code, statusCode: answer.status }, 'client error answered');
  if (!answer || socket.destroyed || !socket.writable || inFlightAnswerOf(socket)?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(rawEnvelopeAnswer(answer));
  // end() leaves our side half-open until the peer closes, which a slow client never does.
  socket.once('finish', () => socket.destroy());
}

const FRAMEWORK_ANSWERS: Record<string, TransportAnswer> = {
  FST_ERR_BAD_URL: { status: 400, name: 'badRequest' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, name: 'uriTooLong' },
};

/** Fastify's frameworkErrors: the router refused the URL (bad percent-encoding, a path parameter too long). */
export const answerFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const answer = FRAMEWORK_ANSWERS[error.code];
  if (answer) {
    request.log.info({ code: error.code, statusCode: answer.status }, 'request refused before routing');
    return reply.status(answer.status).send(failureOf(answer.name));
  }
  // FST_ERR_ASYNC_CONSTRAINT (none of our routes has one) or a code Fastify adds later: unexpected (decision 003).
  request.log.error({ code: error.code }, 'unexpected framework error');
  return reply.status(200).send(failureOf('serviceBusy'));
};

/** Node's 'checkExpectation': an `Expect` other than 100-continue, which Node would refuse with an empty 417. */
export const answerUnmetExpectation = (_request: IncomingMessage, response: ServerResponse) => {
  const body = JSON.stringify(failureOf('expectationFailed'));
  response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
  response.end(body);
};
