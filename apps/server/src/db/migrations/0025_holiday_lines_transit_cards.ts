import { sql, type Kysely } from 'kysely';

/**
 * Transit cards (交通卡, decision 053): a line whose driver takes a card swipe (the operator's setting, or the
 * feed's udian_transit_card), and the city transit card numbers a passenger binds to the account. A card is
 * stored once per account and scheme (a Shenzhen Tong card by its serial, its check digit being derived);
 * unbinding deletes the row. At most five per account is the service's rule, under the user's row lock.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE lines ADD COLUMN accepts_transit_card boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE TABLE transit_cards (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      scheme text NOT NULL CHECK (scheme IN ('shenzhenTong', 'tUnion', 'lingnanTong', 'other')),
      number text NOT NULL CHECK (number ~ '^[0-9]{8,20}$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, scheme, number)
    )`.execute(db);
};
