import { sql, type Kysely } from 'kysely';

/**
 * Content pages (内容管理, decision 058): the guides, notices, fee rules and campaign pages of SPEC section 2
 * that operators edit in the console. A page is a row keyed by the catalogue's key (packages/contracts
 * content-pages.ts); its texts are versions, numbered per page from the page's counter.
 *
 * - status: draft (being written, edited in place), published (what passengers read: at most one per page, by
 *   the partial unique index), superseded (published once, kept as history). A published text never changes;
 *   a rollback publishes an earlier text again as a new version (source rollback, restored_from its number).
 * - created_by / published_by: the operator (null for the repository's seed); their usernames are kept as
 *   written, so the history still says who after an account is renamed.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE content_pages (
      key text PRIMARY KEY CHECK (key ~ '^[a-z0-9-]{2,60}$'),
      next_number integer NOT NULL DEFAULT 1 CHECK (next_number > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE content_page_versions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      page_key text NOT NULL REFERENCES content_pages (key) ON DELETE CASCADE,
      number integer NOT NULL CHECK (number > 0),
      status text NOT NULL CHECK (status IN ('draft', 'published', 'superseded')),
      source text NOT NULL CHECK (source IN ('seed', 'edit', 'rollback')),
      restored_from integer,
      markdown text NOT NULL CHECK (length(markdown) BETWEEN 1 AND 20000),
      created_by bigint REFERENCES operators (id),
      created_by_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by_name text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      published_by bigint REFERENCES operators (id),
      published_by_name text,
      published_at timestamptz,
      UNIQUE (page_key, number),
      CHECK ((status = 'draft') = (published_at IS NULL)),
      CHECK ((status = 'draft') = (published_by_name IS NULL)),
      CHECK ((source = 'rollback') = (restored_from IS NOT NULL))
    )`.execute(db);
  // What passengers read: one published version per page, kept by the database even under concurrent publishes.
  await sql`CREATE UNIQUE INDEX content_page_versions_published_idx ON content_page_versions (page_key) WHERE status = 'published'`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
