import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../test/raw-http';
import { clientErrorAnswer, rawEnvelopeAnswer } from './transport-errors';

const overflow = (packet: string, bytesParsed = Buffer.byteLength(packet)) => ({ code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(packet), bytesParsed });

describe('answers to parser errors', () => {
  it('tells a request line that overflowed from headers that did', () => {
    expect(clientErrorAnswer(overflow(`GET /healthz?q=${'a'.repeat(20_000)}`))).toEqual({ status: 414, name: 'uriTooLong' });
    expect(clientErrorAnswer(overflow(`GET /healthz HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`))).toEqual({ status: 431, name: 'headersTooLarge' });
    // A later packet of a slow sender: which part overflowed cannot be told, and 431 is the safe word.
    expect(clientErrorAnswer(overflow('a'.repeat(1000)))).toEqual({ status: 431, name: 'headersTooLarge' });
    expect(clientErrorAnswer({ code: 'HPE_HEADER_OVERFLOW' })).toEqual({ status: 431, name: 'headersTooLarge' });
  });

  it('answers every other parser error 400, a time-out 408, and a gone peer nothing', () => {
    expect(clientErrorAnswer({ code: 'HPE_INVALID_METHOD' })).toEqual({ status: 400, name: 'badRequest' });
    expect(clientErrorAnswer({ code: 'HPE_INVALID_CONTENT_LENGTH' })).toEqual({ status: 400, name: 'badRequest' });
    expect(clientErrorAnswer({ code: 'ERR_HTTP_REQUEST_TIMEOUT' })).toEqual({ status: 408, name: 'requestTimeout' });
    expect(clientErrorAnswer({ code: 'ECONNRESET' })).toBeNull();
    expect(clientErrorAnswer({ code: 'EPIPE' })).toBeNull();
  });

  it('writes a whole HTTP/1.1 answer whose Content-Length counts bytes, not characters (the desc is Chinese)', () => {
    const raw = rawEnvelopeAnswer({ status: 431, name: 'headersTooLarge' });
    const answer = parseAnswer(raw, true);
    expect(raw.startsWith('HTTP/1.1 431 Request Header Fields Too Large\r\n')).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(answer.body.length);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ data: null, meta: { code: 1431 } });
  });
});
