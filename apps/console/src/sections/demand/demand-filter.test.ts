import { describe, expect, it } from 'vitest';
import { toFilterQuery } from './demand-filter';

describe('toFilterQuery', () => {
  it('leaves out what is not chosen', () => {
    expect(toFilterQuery({})).toEqual({});
    expect(toFilterQuery({ cityId: 440300, status: undefined, from: '2026-11-01', to: undefined })).toEqual({ cityId: 440300, from: '2026-11-01' });
  });
});
