import { gtfsText, locatedGtfsText, type GtfsLanguage, type GtfsProblemArgs } from './gtfs-messages';

/**
 * Why a GTFS feed was refused: the file, the line in it (1 is the header; null when the problem is the file
 * as a whole, e.g. a missing file) and the problem as a kind with its values (gtfs-messages.ts), so that an
 * operator can fix the feed without guessing, in English at the CLI and in Chinese in the console.
 */
export class GtfsError extends Error {
  override readonly name: string = 'GtfsError';
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

/** The most problems a refusal lists; the rest are counted. */
export const GTFS_PROBLEMS_LISTED = 100;

/**
 * A feed refused for every problem found in it (up to GTFS_PROBLEMS_LISTED, `more` counts the others). It is a
 * GtfsError about the first problem, so that code and tests reading one problem keep working.
 */
export class GtfsFeedRefused extends GtfsError {
  override readonly name: string = 'GtfsFeedRefused';

  constructor(
    readonly problems: readonly GtfsError[],
    readonly more: number,
  ) {
    const [first] = problems;
    if (!first) throw new Error('GtfsFeedRefused needs a problem');
    super(first.file, first.line, ...first.problem);
    this.message = this.describeAll('en');
  }

  /** The heading, every listed problem on its own line, and how many more were not listed. */
  describeAll(language: GtfsLanguage, limit = GTFS_PROBLEMS_LISTED): string {
    const total = this.problems.length + this.more;
    const listed = this.problems.slice(0, limit);
    const unlisted = total - listed.length;
    return [
      gtfsText(language, 'feedRefused', { count: total }),
      ...listed.map((problem) => `  ${problem.describe(language)}`),
      ...(unlisted > 0 ? [`  ${gtfsText(language, 'moreProblems', { count: unlisted })}`] : []),
    ].join('\n');
  }
}

/** Gathers the problems of a feed as parsing goes on, so that one refusal names them all. */
export class GtfsProblems {
  readonly listed: GtfsError[] = [];
  private more = 0;
  /** Files that could not be read whole: ids that they would name are not reported missing again. */
  readonly brokenFiles = new Set<string>();

  add(error: GtfsError): void {
    if (this.listed.length < GTFS_PROBLEMS_LISTED) this.listed.push(error);
    else this.more += 1;
  }

  /** Runs a step; a GtfsError it throws is noted and the caller goes on. */
  attempt<T>(step: () => T): T | undefined {
    try {
      return step();
    } catch (error) {
      if (error instanceof GtfsError) {
        this.add(error);
        return undefined;
      }
      throw error;
    }
  }

  get count(): number {
    return this.listed.length + this.more;
  }

  /** Throws the refusal when anything was found. */
  throwIfAny(): void {
    if (this.listed.length > 0) throw new GtfsFeedRefused(this.listed, this.more);
  }
}
