import type { FastifyBaseLogger } from 'fastify';

/** Network's school lines: a school's lines kept on sale (departures made) up to its latest term's last day. */
export type SchoolLinesPort = {
  keepOnSaleUntil: (groupId: number, until: string | null) => Promise<void>;
};

/** Keeping the lines on sale is asked again while the latest term end moves under it (another save), this often at most. */
const MAX_SALE_ROUNDS = 5;

/**
 * After a commit that changes a school's terms or lines (decision 049): the school's lines on sale to its
 * latest term end. The end is read after the call and asked again if another save moved it meanwhile, so the
 * last save's answer is what stays.
 */
export const createSchoolLinesOnSale =
  ({ lines, latestTermEnd, logger }: { lines: SchoolLinesPort; latestTermEnd: (groupId: number) => Promise<string | null>; logger: FastifyBaseLogger }) =>
  async (groupId: number): Promise<void> => {
    let until = await latestTermEnd(groupId);
    for (let round = 0; round < MAX_SALE_ROUNDS; round += 1) {
      await lines.keepOnSaleUntil(groupId, until);
      const latest = await latestTermEnd(groupId);
      if (latest === until) return;
      until = latest;
    }
    logger.warn({ groupId, until }, 'school lines kept on sale while their terms kept changing; the next save sets them again');
  };

export type SchoolLinesOnSale = ReturnType<typeof createSchoolLinesOnSale>;
