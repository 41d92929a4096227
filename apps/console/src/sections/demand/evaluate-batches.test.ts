import { describe, expect, it } from 'vitest';
import { inBatches } from './evaluate-batches';

describe('inBatches', () => {
  it('splits ids into calls of at most the size, in order', () => {
    expect(inBatches(['1', '2', '3', '4', '5'], 2)).toEqual([['1', '2'], ['3', '4'], ['5']]);
    expect(inBatches([], 500)).toEqual([]);
  });
});
