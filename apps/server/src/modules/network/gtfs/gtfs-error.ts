import { gtfsText, locatedGtfsText, type GtfsLanguage, type GtfsProblemArgs } from './gtfs-messages';

/**
 * Why a GTFS feed was refused: the file, the line in it (1 is the header; null when the problem is the file
 * as a whole, e.g. a missing file) and the problem as a kind with its values (gtfs-messages.ts), so that an
 * operator can fix the feed without guessing, in English at the CLI and in Chinese in the console.
 */
export class GtfsError extends Error {
  override readonly name = 'GtfsError';
  readonly problem: GtfsProblemArgs;
  /** The reason in English, as the CLI and the logs print it. */
  readonly reason: string;

  constructor(
    readonly file: string,
    readonly line: number | null,
    ...problem: GtfsProblemArgs
  ) {
    super(locatedGtfsText('en', file, line, gtfsText('en', ...problem)));
    this.problem = problem;
    this.reason = gtfsText('en', ...problem);
  }

  /** The file, the line and the reason in one language. */
  describe(language: GtfsLanguage): string {
    return locatedGtfsText(language, this.file, this.line, gtfsText(language, ...this.problem));
  }
}
