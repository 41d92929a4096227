/** meta.code of failures that never reached the server's envelope (the console's own, never sent by it). */
export const NETWORK_FAILURE_CODE = -1;

/** A failed console call: the envelope's code and Chinese desc, or a network/HTTP failure described in Chinese. */
export class ApiError extends Error {
  readonly code: number;
  readonly desc: string;

  constructor(code: number, desc: string) {
    super(desc);
    this.name = 'ApiError';
    this.code = code;
    this.desc = desc;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
