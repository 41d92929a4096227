import type { ColumnType, Generated } from 'kysely';

/** Table types for Kysely. Keep in step with the migrations; ids are bigint identities read as numbers. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type AppMetaTable = {
  key: string;
  value: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type CityTable = {
  /** The national administrative code of the city, e.g. 440300 for Shenzhen. */
  id: number;
  name: string;
  lng: number;
  lat: number;
  is_open: boolean;
  sort_order: number;
};

export type UserTable = {
  id: Generated<number>;
  phone: string;
  nickname: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
};

export type SessionTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  platform: string;
  device_id: string;
  is_persistent: boolean;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  /** 'logout' or 'replaced' (a newer login on another client: the old one answers 420). */
  revoked_reason: string | null;
};

export type BehaviourLogTable = {
  id: Generated<number>;
  event_type: string;
  page: string;
  from_page: string | null;
  device_id: string;
  user_id: number | null;
  platform: string;
  channel: string;
  lng: number | null;
  lat: number | null;
  speed: number | null;
  angle: number | null;
  start_time: Date | null;
  end_time: Date | null;
  duration_ms: number | null;
  client_time: Date;
  received_at: CreatedAt;
};

export type Database = {
  app_meta: AppMetaTable;
  cities: CityTable;
  users: UserTable;
  sessions: SessionTable;
  behaviour_logs: BehaviourLogTable;
};
