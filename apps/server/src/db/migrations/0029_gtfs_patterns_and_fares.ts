import { sql, type Kysely } from 'kysely';

/**
 * Any GTFS feed in (decision 061).
 * - lines.route_group: the feed's route a line's stop pattern came from; the lines of one route know each other.
 *   route_rank orders them (the most frequent pattern of each direction first), direction_id is the feed's.
 * - lines.is_priced: false while a line has no price in CNY (a feed's fares in another currency): 暂未定价, not
 *   sold until the operator sets one.
 * - line_fares: the fare between a boarding and an alighting stop (by line_stops.seq) where a feed's zone fares
 *   make it differ along the line; a line without rows here charges its price_cents for every pair.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE lines ADD COLUMN route_group text`.execute(db);
  await sql`ALTER TABLE lines ADD COLUMN route_rank smallint NOT NULL DEFAULT 0 CHECK (route_rank >= 0)`.execute(db);
  await sql`ALTER TABLE lines ADD COLUMN direction_id smallint CHECK (direction_id IN (0, 1))`.execute(db);
  await sql`ALTER TABLE lines ADD COLUMN is_priced boolean NOT NULL DEFAULT true`.execute(db);
  await sql`CREATE INDEX lines_route_group_idx ON lines (route_group, route_rank) WHERE route_group IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE line_fares (
      line_id bigint NOT NULL REFERENCES lines (id) ON DELETE CASCADE,
      board_seq integer NOT NULL,
      alight_seq integer NOT NULL,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      PRIMARY KEY (line_id, board_seq, alight_seq),
      CHECK (board_seq < alight_seq)
    )`.execute(db);
};
