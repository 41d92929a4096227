/**
 * Why a GTFS feed was refused: the file, the line in it (1 is the header; null when the problem is the file
 * as a whole, e.g. a missing file) and the reason, so that an operator can fix the feed without guessing.
 */
export class GtfsError extends Error {
  override readonly name = 'GtfsError';

  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(line === null ? `${file}: ${reason}` : `${file} line ${line}: ${reason}`);
  }
}
