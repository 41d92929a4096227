import { describe, expect, it } from 'vitest';
import { CsvReader } from './gtfs-csv';

type Read = { records: [string[], number][]; malformed: [string, number][] };

const read = (chunks: string[]): Read => {
  const out: Read = { records: [], malformed: [] };
  const reader = new CsvReader({ record: (fields, line) => out.records.push([fields, line]), malformed: (code, _, line) => out.malformed.push([code, line]) });
  for (const chunk of chunks) reader.write(chunk);
  reader.end();
  return out;
};
/** The text cut into pieces of every size from 1 character up: a chunk may end anywhere. */
const everyCut = (text: string): string[][] =>
  Array.from({ length: 7 }, (_, i) => i + 1).map((size) => Array.from({ length: Math.ceil(text.length / size) }, (_, k) => text.slice(k * size, (k + 1) * size)));

const TEXT = '\uFEFFid,name,note\r\n1, 民治 ,"a, b"\r\n\r\n2,"say ""hi""","two\r\nlines"\n3,,\n4,last,"end"';

describe('CsvReader', () => {
  it('reads records with the line each ends on: BOM, CRLF, trimmed fields, quotes, empty lines skipped', () => {
    expect(read([TEXT])).toEqual({
      records: [
        [['id', 'name', 'note'], 1],
        [['1', '民治', 'a, b'], 2],
        [['2', 'say "hi"', 'two\r\nlines'], 5],
        [['3', '', ''], 6],
        [['4', 'last', 'end'], 7],
      ],
      malformed: [],
    });
  });

  it('reads the same whatever the chunks the text arrives in', () => {
    const whole = read([TEXT]);
    for (const chunks of everyCut(TEXT)) expect(read(chunks)).toEqual(whole);
  });

  it('reports a malformed record with its line and goes on with the next', () => {
    const text = 'a,b\n1,x"y\n2,"z" q\n3,ok\n4,"open\n';
    for (const chunks of [[text], ...everyCut(text)]) {
      expect(read(chunks)).toEqual({
        records: [
          [['a', 'b'], 1],
          [['3', 'ok'], 4],
        ],
        malformed: [
          ['INVALID_OPENING_QUOTE', 2],
          ['CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE', 3],
          ['CSV_QUOTE_NOT_CLOSED', 5],
        ],
      });
    }
  });
});
