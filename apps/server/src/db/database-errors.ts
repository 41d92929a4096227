/**
 * Whether an error means "the database cannot be reached right now" rather than "this statement is wrong":
 * PostgreSQL down, restarting or refusing connections, or a connection that died under the statement. Such
 * a failure is the service's, not the request's: answered serviceBusy (decision 038), and a retry later works.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs: too many connections, the server shutting down (administrator, crash) or not yet accepting. */
const UNAVAILABLE_STATES = new Set(['53300', '57P01', '57P02', '57P03']);
/** What pg says, without a code, when a connection ends, cannot be made in time or is used after it died. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
  if (CONNECTION_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // Node reports a refused connection to each address of a name as one AggregateError.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
};
