import { describe, expect, it } from 'vitest';
import { newShareCode } from '../demands/share-code';
import { carpoolLineCode } from './carpools.service';

describe('a carpool line code', () => {
  it("is 'P', three digits and three of the share code's letters or digits in capitals, never a word on screen", () => {
    for (let i = 0; i < 500; i += 1) {
      const shareCode = newShareCode();
      const code = carpoolLineCode(shareCode);
      expect(code).toMatch(/^P\d{3}[0-9A-Z]{3}$/);
      expect(code.slice(4)).toBe(shareCode.slice(0, 3).toUpperCase());
      // Four Latin letters in a row would read as an English word (the crawl's look check).
      expect(code).not.toMatch(/[A-Z]{4}/);
    }
  });
});
