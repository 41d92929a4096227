import { describe, expect, it } from 'vitest';
import { ApiFailure, retryTransportOnce, unwrap } from './query-result';

const meta = { code: 1001, desc: '线路不存在', timestamp: 0 };

describe('unwrap', () => {
  it('gives the data of a success', () => {
    expect(unwrap({ ok: true, data: { lines: [] }, meta: { ...meta, code: 1 } })).toEqual({ lines: [] });
  });

  it('throws a business failure with the server desc and code, not worth retrying', () => {
    let error: unknown;
    try {
      unwrap({ ok: false, meta });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ message: '线路不存在', code: 1001, isTransport: false });
    expect(retryTransportOnce(0, error)).toBe(false);
  });

  it('throws a dropped connection as a transport failure, retried once', () => {
    let error: unknown;
    try {
      unwrap({ ok: false, statusText: 'network error' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ message: 'network error', code: null, isTransport: true });
    expect(retryTransportOnce(0, error)).toBe(true);
    expect(retryTransportOnce(1, error)).toBe(false);
  });

  it('does not retry errors that are not call failures', () => {
    expect(retryTransportOnce(0, new TypeError('bug'))).toBe(false);
  });
});
