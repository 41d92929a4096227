import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer, SerializedData } from './response-serializer';

const schema = z.object({ data: z.object({ n: z.number() }).nullable(), meta: z.object({ code: z.number() }) });
const compile = (isOn: boolean) => responseSerializer(isOn)({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('responseSerializer', () => {
  it('writes plain JSON when validation is off, splicing data serialised in advance', () => {
    const write = compile(false);
    expect(write({ data: { n: 1 }, meta: { code: 1 } })).toBe('{"data":{"n":1},"meta":{"code":1}}');
    expect(JSON.parse(write({ data: new SerializedData({ n: 2 }), meta: { code: 1 } }))).toEqual({ data: { n: 2 }, meta: { code: 1 } });
    // Off means off: a drifting answer goes out as it is.
    expect(write({ data: { n: 'x' }, meta: { code: 1 } })).toBe('{"data":{"n":"x"},"meta":{"code":1}}');
  });

  it('checks every answer against the schema when validation is on, the value behind serialised data too', () => {
    const write = compile(true);
    expect(JSON.parse(write({ data: new SerializedData({ n: 2 }), meta: { code: 1 } }))).toEqual({ data: { n: 2 }, meta: { code: 1 } });
    expect(() => write({ data: { n: 'x' }, meta: { code: 1 } })).toThrow();
    expect(() => write({ data: new SerializedData({ n: 'x' }), meta: { code: 1 } })).toThrow();
  });
});
