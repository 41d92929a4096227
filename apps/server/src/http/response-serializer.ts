import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * An answer's data serialised once and sent many times (a line page, for the second its seats are kept):
 * the JSON and the value it was made from, so that validation can still check the value.
 */
export class SerializedData<T> {
  readonly json: string;
  constructor(readonly value: T) {
    this.json = JSON.stringify(value);
  }
}

type Payload = { data?: unknown; meta?: unknown };

/**
 * How answers are written (decision 019). With validation on (development, tests) every answer is checked
 * against its contract schema, so drift fails loudly; with it off (production) plain JSON.stringify, and
 * data serialised in advance is spliced in as it is.
 */
export const responseSerializer =
  (isValidationOn: boolean): FastifySerializerCompiler<unknown> =>
  (route) => {
    const validating = isValidationOn ? serializerCompiler(route as Parameters<typeof serializerCompiler>[0]) : undefined;
    return (payload) => {
      const { data, meta } = (payload ?? {}) as Payload;
      if (data instanceof SerializedData) {
        if (validating) return validating({ ...(payload as Payload), data: data.value });
        return `{"data":${data.json},"meta":${JSON.stringify(meta)}}`;
      }
      return validating ? validating(payload) : JSON.stringify(payload);
    };
  };
