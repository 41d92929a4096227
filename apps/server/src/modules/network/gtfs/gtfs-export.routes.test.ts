import { describe, expect, it } from 'vitest';
import { etagVersions } from './gtfs-export.routes';

describe('If-None-Match of the GTFS feed', () => {
  it('reads the versions of strong, weak and listed tags', () => {
    expect(etagVersions(undefined)).toBeUndefined();
    expect(etagVersions('"12"')).toEqual(['12']);
    expect(etagVersions('W/"12", "13"')).toEqual(['12', '13']);
    expect(etagVersions(['"12"', '"14"'])).toEqual(['12', '14']);
    expect(etagVersions('*')).toEqual(['*']);
  });
});
