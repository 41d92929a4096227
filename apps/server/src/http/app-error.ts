import { errorCatalogue, type ErrorName } from '@udian/contracts/meta-codes';

/**
 * The one typed application error. Services throw it; the error handler turns it into the envelope.
 * `desc` overrides the catalogue's text when the situation needs a more precise Chinese message.
 */
export class AppError extends Error {
  readonly code: number;
  readonly desc: string;

  /**
   * HTTP status stays 200 for business failures (DESIGN "API surface"); only transport-level faults, such
   * as a failing health check, use another status.
   */
  readonly httpStatus: number;

  constructor(
    readonly errorName: ErrorName,
    desc?: string,
    options: { httpStatus?: number } = {},
  ) {
    const entry = errorCatalogue[errorName];
    super(`${errorName}: ${desc ?? entry.desc}`);
    this.code = entry.code;
    this.desc = desc ?? entry.desc;
    this.httpStatus = options.httpStatus ?? 200;
  }
}
