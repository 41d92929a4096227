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

export type CnCalendarDayTable = { day: string; kind: 'holiday' | 'workday'; name: string };

export type AgencyTable = {
  id: Generated<number>;
  external_id: string;
  name: string;
  phone: ColumnType<string, string | undefined, string>;
  url: ColumnType<string, string | undefined, string>;
};

export type RegionTable = {
  id: Generated<number>;
  city_id: number;
  parent_id: number | null;
  code: string;
  name: string;
  level: number;
  lng: number;
  lat: number;
  /** Outline as [[lng, lat], …] (GCJ-02), when known. */
  path: ColumnType<[number, number][] | null, string | null | undefined, string | null>;
};

export type StationTable = {
  id: Generated<number>;
  external_id: string;
  city_id: number;
  region_id: number | null;
  name: string;
  alias: ColumnType<string, string | undefined, string>;
  /** GCJ-02. */
  lng: number;
  lat: number;
  is_valid: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type LineType = 'commute' | 'custom' | 'enterprise' | 'company' | 'school' | 'carpool' | 'holiday' | 'tour';

export type LineTable = {
  id: Generated<number>;
  external_id: string;
  city_id: number;
  agency_id: number | null;
  code: string;
  name: string;
  type: LineType;
  price_cents: number;
  is_white_list: ColumnType<boolean, boolean | undefined, boolean>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  color: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
  /** The route as [[lng, lat], …] (GCJ-02); JSON text on insert. */
  shape: ColumnType<[number, number][] | null, string | null | undefined, string | null>;
  distance_m: ColumnType<number, number | undefined, number>;
  reverse_line_id: number | null;
  /** Money back when the bus is late: minutes late at a rider's boarding stop for 50% and for 100%. */
  late_minor_minutes: ColumnType<number, number | undefined, number>;
  late_major_minutes: ColumnType<number, number | undefined, number>;
  /** Kept for this group's members (decision 048); null for a public or phone-list line. */
  group_id: ColumnType<number | null, number | null | undefined, number | null>;
  group_payer: ColumnType<GroupPayerValue, GroupPayerValue | undefined, GroupPayerValue>;
  /** A member's price per ticket when the group pays (0: free). */
  member_price_cents: ColumnType<number, number | undefined, number>;
  /** A school line is kept on sale up to its school's last term day (decision 049); null: the 30-day horizon. */
  sells_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The driver takes a transit card swipe (decision 053): a ticket shows the passenger's bound cards. */
  accepts_transit_card: ColumnType<boolean, boolean | undefined, boolean>;
  /** A line with a period pass on sale (decision 050): departures through the end of the next week or month. */
  sells_through_next: ColumnType<PeriodPassKindValue | null, PeriodPassKindValue | null | undefined, PeriodPassKindValue | null>;
  /** The GTFS route this line's stop pattern came from (decision 061); the lines of one route are related. */
  route_group: ColumnType<string | null, string | null | undefined, string | null>;
  /** Order within the route: the most frequent pattern of each direction first. */
  route_rank: ColumnType<number, number | undefined, number>;
  /** The feed's direction_id (0 or 1); null when the feed does not say. */
  direction_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** false: no price in CNY yet (a feed's fares in another currency): 暂未定价, not sold (decision 061). */
  is_priced: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type GroupPayerValue = 'passenger' | 'group';
export type GroupKindValue = 'enterprise' | 'school';

export type GroupTable = {
  id: Generated<number>;
  kind: GroupKindValue;
  name: string;
  short_name: ColumnType<string, string | undefined, string>;
  initials: ColumnType<string, string | undefined, string>;
  city_id: number;
  email_domains: ColumnType<string[], string[] | undefined, string[]>;
  invite_code: ColumnType<string | null, string | null | undefined, string | null>;
  contact_name: ColumnType<string, string | undefined, string>;
  contact_phone: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

export type GroupStaffTable = {
  group_id: number;
  phone: string;
  name: ColumnType<string, string | undefined, string>;
  employee_no: ColumnType<string, string | undefined, string>;
  added_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

/** How a membership was proved: a company e-mail code, the invite code, or an approved ride application. */
export type MembershipMethodValue = 'email' | 'inviteCode' | 'application';

export type GroupMembershipTable = {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  method: MembershipMethodValue;
  email: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ended_by: ColumnType<'member' | 'operator' | null, 'member' | 'operator' | null | undefined, 'member' | 'operator' | null>;
};

export type RideApplicationStatusValue = 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** A passenger's application to ride a group's line (company-line-apply); one pending per passenger and group. */
export type RideApplicationTable = {
  id: Generated<number>;
  group_id: number;
  line_id: number;
  user_id: number;
  name: string;
  employee_no: ColumnType<string, string | undefined, string>;
  department: ColumnType<string, string | undefined, string>;
  note: ColumnType<string, string | undefined, string>;
  status: ColumnType<RideApplicationStatusValue, RideApplicationStatusValue | undefined, RideApplicationStatusValue>;
  /** The administrator's reason when rejected ('' otherwise). */
  reason: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The operator who approved or rejected it. */
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
};

export type StudentStatusValue = 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** A school's term (decision 049): dates (Asia/Shanghai service dates) and days without school. */
export type SchoolTermTable = {
  id: Generated<number>;
  group_id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  closed_days: ColumnType<string[], string[] | undefined, string[]>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

/** A student a guardian registered on a school line, decided by the school (decision 049). */
export type StudentTable = {
  id: Generated<number>;
  group_id: number;
  line_id: number;
  guardian_user_id: number;
  guardian_phone: string;
  name: string;
  class_name: string;
  student_no: string;
  board_seq: number;
  alight_seq: number;
  status: ColumnType<StudentStatusValue, StudentStatusValue | undefined, StudentStatusValue>;
  reason: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
};

/** A school's student list, imported from its records (decision 049): a matching registration is approved at once. */
export type SchoolRosterTable = {
  group_id: number;
  student_no: string;
  name: string;
  class_name: ColumnType<string, string | undefined, string>;
  guardian_phone: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

/** A guardian's in-app notice that the student was checked in, once per ticket. */
export type SchoolNoticeTable = {
  id: Generated<number>;
  guardian_user_id: number;
  student_id: number;
  ticket_id: number;
  text: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
};

export type ShuttleRequestStatusValue = 'submitted' | 'quoted' | 'accepted' | 'declined' | 'closed';
export type ShuttleSite = { name: string; lng: number; lat: number };
export type ShuttleShift = { time: string; direction: 'toWork' | 'offWork' };

/** An enterprise's request for a shuttle of its own (company-line-apply-enterprise), and the operator's quote. */
export type ShuttleRequestTable = {
  id: Generated<number>;
  user_id: number;
  company_name: string;
  contact_name: string;
  contact_phone: string;
  city_id: number;
  headcount: number;
  /** JSON text on insert. */
  sites: ColumnType<ShuttleSite[], string, string>;
  shifts: ColumnType<ShuttleShift[], string, string>;
  weekdays: ColumnType<number[], number[], number[]>;
  /** 'YYYY-MM-DD'. */
  start_date: ColumnType<string, string, string>;
  note: ColumnType<string, string | undefined, string>;
  status: ColumnType<ShuttleRequestStatusValue, ShuttleRequestStatusValue | undefined, ShuttleRequestStatusValue>;
  per_ride_cents: ColumnType<number | null, number | null | undefined, number | null>;
  monthly_cents: ColumnType<number | null, number | null | undefined, number | null>;
  vehicles: ColumnType<number | null, number | null | undefined, number | null>;
  seats_per_vehicle: ColumnType<number | null, number | null | undefined, number | null>;
  quote_note: ColumnType<string, string | undefined, string>;
  /** 'YYYY-MM-DD' in Asia/Shanghai: the quote holds to the end of that day. */
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  quoted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  quoted_by: ColumnType<number | null, number | null | undefined, number | null>;
  reason: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

/** Student charters (学生包车, decision 054): a request for buses on one day, priced by the published rules. */
export type StudentCharterStatusValue = 'pending' | 'confirmed' | 'declined' | 'cancelled';
/** Content pages (decision 058): a page per catalogue key, its texts as numbered versions. */
export type ContentPageTable = {
  key: string;
  next_number: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
};

export type ContentPageVersionTable = {
  id: Generated<number>;
  page_key: string;
  number: number;
  status: 'draft' | 'published' | 'superseded';
  source: 'seed' | 'edit' | 'rollback';
  restored_from: number | null;
  markdown: string;
  created_by: number | null;
  created_by_name: string;
  created_at: CreatedAt;
  updated_by_name: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  published_by: number | null;
  published_by_name: string | null;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type StudentCharterTable = {
  id: Generated<number>;
  user_id: number;
  school_group_id: number | null;
  school_name: string;
  contact_name: string;
  contact_phone: string;
  departs_at: Date;
  returns_at: Date | null;
  headcount: number;
  origin_name: string;
  origin_lng: number;
  origin_lat: number;
  destination_name: string;
  destination_lng: number;
  destination_lat: number;
  note: ColumnType<string, string | undefined, string>;
  rules_version: string;
  /** The fee by the rules when submitted (charter-fees.ts CharterFee); JSON text on insert. */
  quote: ColumnType<import('@udian/contracts/charter-fees').CharterFee, string, string>;
  fee_cents: number;
  status: ColumnType<StudentCharterStatusValue, StudentCharterStatusValue | undefined, StudentCharterStatusValue>;
  confirmed_fee_cents: ColumnType<number | null, number | null | undefined, number | null>;
  adjust_reason: ColumnType<string, string | undefined, string>;
  decline_reason: ColumnType<string, string | undefined, string>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

/** 投诉建议 (decision 057): a passenger's complaint or suggestion and where it stands. */
export type SuggestionTable = {
  id: Generated<number>;
  user_id: number;
  category: string;
  content: string;
  contact_phone: string | null;
  status: ColumnType<'pending' | 'processing' | 'replied' | 'closed', 'pending' | 'processing' | 'replied' | 'closed' | undefined, 'pending' | 'processing' | 'replied' | 'closed'>;
  assignee_id: ColumnType<number | null, number | null | undefined, number | null>;
  assigned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  close_note: ColumnType<string, string | undefined, string>;
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

/** A suggestion's photo, its metadata already taken out (bytea: a Buffer with pg, a Uint8Array with PGlite). */
export type SuggestionPhotoTable = {
  id: Generated<number>;
  suggestion_id: number;
  position: number;
  content_type: string;
  byte_size: number;
  data: ColumnType<Uint8Array, Uint8Array, never>;
  orientation: number;
};

export type SuggestionReplyTable = {
  id: Generated<number>;
  suggestion_id: number;
  operator_id: number | null;
  operator_name: string;
  text: string;
  created_at: ColumnType<Date, Date | undefined, never>;
};

/** 商务合作 (decision 057): a lead left on business-cooperation, and the operator's mark. */
export type CooperationLeadTable = {
  id: Generated<number>;
  company: string;
  contact_name: string;
  phone: string;
  kind: string;
  message: string;
  ip: string;
  device_id: ColumnType<string, string | undefined, never>;
  status: ColumnType<'new' | 'contacted' | 'closed', 'new' | undefined, 'contacted' | 'closed'>;
  note: ColumnType<string, string | undefined, string>;
  handled_by: ColumnType<number | null, undefined, number | null>;
  handled_at: ColumnType<Date | null, undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
};

export type EmailCodeTable = {
  id: Generated<number>;
  email: string;
  purpose: 'groupMembership';
  group_id: number | null;
  user_id: number;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  wrong_tries: ColumnType<number, number | undefined, number>;
  consumed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type EmailLockTable = { email: string; wrong_count: number; first_wrong_at: Date; locked_until: Date | null };

export type LineStopTable = {
  line_id: number;
  seq: number;
  station_id: number;
  minutes_from_start: number;
  can_board: ColumnType<boolean, boolean | undefined, boolean>;
  can_alight: ColumnType<boolean, boolean | undefined, boolean>;
};

/** The fare between two stops of a line (by line_stops.seq) where zone fares make it differ (decision 061). */
export type LineFareTable = { line_id: number; board_seq: number; alight_seq: number; price_cents: number };

export type ServiceTable = {
  id: Generated<number>;
  external_id: string;
  /** Bit 0 = Monday … bit 6 = Sunday. */
  weekdays: number;
  /** 'YYYY-MM-DD' (Asia/Shanghai service dates). */
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  follows_cn_workdays: ColumnType<boolean, boolean | undefined, boolean>;
};

export type ServiceExceptionTable = { service_id: number; day: string; is_running: boolean };

export type LineExceptionTable = {
  line_id: number;
  day: string;
  is_running: boolean;
  reason: ColumnType<string, string | undefined, string>;
};

export type TripTable = {
  id: Generated<number>;
  external_id: string;
  line_id: number;
  service_id: number;
  /** Minutes after midnight (Asia/Shanghai) at the first stop; may pass 1440 for after-midnight runs. */
  departure_minutes: number;
  capacity: number;
  headsign: ColumnType<string, string | undefined, string>;
};

export type VehicleTable = {
  id: Generated<number>;
  plate: string;
  capacity: number;
  line_id: number | null;
  driver_name: ColumnType<string, string | undefined, string>;
  driver_phone: ColumnType<string, string | undefined, string>;
};

export type DepartureTable = {
  id: Generated<number>;
  trip_id: number;
  line_id: number;
  service_date: ColumnType<string, string, string>;
  departs_at: Date;
  capacity: number;
  seats_sold: ColumnType<number, number | undefined, number>;
  price_cents: number;
  vehicle_id: number | null;
  status: ColumnType<'scheduled' | 'cancelled', 'scheduled' | 'cancelled' | undefined, 'scheduled' | 'cancelled'>;
  driver_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A stopped departure (停运): why, and when; its riders see the reason. */
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type LineWhitelistTable = { line_id: number; phone: string };

export type LineCollectionTable = { user_id: number; line_id: number; created_at: CreatedAt };

export type LineAnnouncementTable = {
  id: Generated<number>;
  line_id: number;
  title: string;
  content: string;
  effective_from: ColumnType<string, string, string>;
  effective_to: ColumnType<string | null, string | null | undefined, string | null>;
  published_at: CreatedAt;
};

export type BannerTable = {
  id: Generated<number>;
  city_id: number;
  title: string;
  image_url: string;
  link_url: ColumnType<string, string | undefined, string>;
  sort_order: ColumnType<number, number | undefined, number>;
  starts_at: Date | null;
  ends_at: Date | null;
};

export type SmsCodeTable = {
  id: Generated<number>;
  phone: string;
  function_type: string;
  /** HMAC-SHA256(SMS_CODE_SECRET, phone:functionType:code), hex: the code itself is never stored. */
  code_hash: string;
  ip: string;
  device_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  failed_attempts: ColumnType<number, number | undefined, number>;
};

export type HostName = 'superApp' | 'citizenApp' | 'jinhuaApp' | 'wechat';

export type HostBindingTable = {
  id: Generated<number>;
  host: HostName;
  host_user_id: string;
  user_id: number;
  created_at: CreatedAt;
};

export type WechatBindTicketTable = {
  id: Generated<number>;
  /** SHA-256 of the ticket handed to the browser. */
  ticket_hash: string;
  openid: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
};

export type PassengerTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  id_type: 'idCard';
  /** The full, normalised number; answers only ever carry it masked. */
  id_number: string;
  phone: ColumnType<string, string | undefined, string>;
  ic_card_no: ColumnType<string, string | undefined, string>;
  is_self: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type UserAddressTable = {
  id: Generated<number>;
  user_id: number;
  type: 'home' | 'work' | 'other';
  name: string;
  address: ColumnType<string, string | undefined, string>;
  /** GCJ-02. */
  lng: number;
  lat: number;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

// Buying.

export type CouponTemplateTable = {
  id: Generated<number>;
  name: string;
  /**
   * amount: amount_cents off; ratio: pay ratio_percent of the total, at most max_discount_cents off (0 = no
   * cap); free: one ticket's fare off (a free ride).
   */
  kind: CouponKind;
  amount_cents: ColumnType<number, number | undefined, number>;
  ratio_percent: ColumnType<number, number | undefined, number>;
  max_discount_cents: ColumnType<number, number | undefined, number>;
  threshold_cents: ColumnType<number, number | undefined, number>;
  product_types: ColumnType<number[], number[] | undefined, number[]>;
  /** Valid for this many days from receipt; NULL when valid_from/valid_to fix the window instead. */
  valid_days: ColumnType<number | null, number | null | undefined, number | null>;
  valid_from: ColumnType<Date | null, Date | null | undefined, Date | null>;
  valid_to: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The lines (ids) and line types it applies to; empty = every one. */
  line_ids: ColumnType<number[], number[] | undefined, number[]>;
  line_types: ColumnType<LineType[], LineType[] | undefined, LineType[]>;
  /** 'lateness': the template of lateness compensations (each coupon carries its own amount). */
  purpose: ColumnType<'general' | 'lateness', 'general' | 'lateness' | undefined, 'general' | 'lateness'>;
  /** Granted once to every account (新人券). */
  is_welcome: ColumnType<boolean, boolean | undefined, boolean>;
  /** No longer offered to new campaigns or batches; coupons already held stay valid. */
  is_archived: ColumnType<boolean, boolean | undefined, boolean>;
  description: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type CouponKind = 'amount' | 'ratio' | 'free';

export type UserCouponStatus = 'unused' | 'locked' | 'used';

export type UserCouponSource = 'welcome' | 'campaign' | 'redeem' | 'invite_new_user' | 'invite_reward' | 'lateness';

export type UserCouponTable = {
  id: Generated<number>;
  user_id: number;
  template_id: number;
  status: ColumnType<UserCouponStatus, UserCouponStatus | undefined, UserCouponStatus>;
  /** The order that holds ('locked') or spent ('used') it. */
  order_id: number | null;
  valid_from: Date;
  valid_to: Date;
  /** Where it came from; source_id is the campaign, redeem code, invitation or lateness compensation. */
  source: UserCouponSource;
  source_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Its own amount off, over the template's (a lateness compensation). */
  amount_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why the passenger holds it, shown with the coupon. */
  note: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
};

/** A coupon's history: received, spent on an order, given back by that order's full refund. */
export type UserCouponEventTable = {
  id: Generated<number>;
  user_coupon_id: number;
  kind: 'received' | 'used' | 'returned';
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  at: Date;
};

// Promotions (decision 045).

export type CouponCampaignTable = {
  id: Generated<number>;
  name: string;
  template_id: number;
  total_stock: number;
  /** The hot row: taken by a conditional update, never above total_stock. */
  issued_count: ColumnType<number, number | undefined, number>;
  per_user_limit: ColumnType<number, number | undefined, number>;
  starts_at: Date;
  ends_at: Date;
  is_paused: ColumnType<boolean, boolean | undefined, boolean>;
  description: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type RedeemBatchTable = {
  id: Generated<number>;
  name: string;
  template_id: number;
  code_count: number;
  starts_at: Date;
  ends_at: Date;
  is_paused: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: number | null;
  created_at: CreatedAt;
};

export type RedeemCodeTable = {
  id: Generated<number>;
  batch_id: number;
  /** Upper-case; matched case-insensitively. */
  code: string;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  user_coupon_id: ColumnType<number | null, number | null | undefined, number | null>;
  redeemed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type InviteCampaignTable = {
  id: Generated<number>;
  name: string;
  starts_at: Date;
  ends_at: Date;
  new_user_template_id: number;
  reward_template_id: number;
  /** At most this many rewards per inviter in the campaign. */
  reward_cap: number;
  rules: ColumnType<string, string | undefined, string>;
  is_paused: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type InvitationRewardState = 'waiting' | 'rewarded' | 'capped' | 'refused';
export type InvitationRefusedReason = 'samePhone' | 'sameDevice' | 'existingAccount';

export type InvitationTable = {
  id: Generated<number>;
  campaign_id: number;
  inviter_id: number;
  invitee_id: number;
  invitee_device_id: string;
  registered_at: Date;
  first_ticket_id: ColumnType<number | null, number | null | undefined, number | null>;
  first_ride_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reward_state: ColumnType<InvitationRewardState, InvitationRewardState | undefined, InvitationRewardState>;
  refused_reason: ColumnType<InvitationRefusedReason | null, InvitationRefusedReason | null | undefined, InvitationRefusedReason | null>;
  reward_coupon_id: ColumnType<number | null, number | null | undefined, number | null>;
  rewarded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type LatenessCheckTable = {
  departure_id: number;
  outcome: 'on_time' | 'late' | 'no_data';
  compensated_count: ColumnType<number, number | undefined, number>;
  checked_at: Date;
};

export type LatenessCompensationTable = {
  id: Generated<number>;
  ticket_id: number;
  departure_id: number;
  user_id: number;
  board_seq: number;
  scheduled_at: Date;
  arrived_at: Date;
  late_minutes: number;
  percent: 50 | 100;
  paid_share_cents: number;
  user_coupon_id: number | null;
  created_at: Date;
};

/** Demand for new lines (decision 046). Points GCJ-02; window minutes after midnight, Asia/Shanghai. */
export type DemandStatusColumn = 'submitted' | 'evaluating' | 'gathering' | 'opened' | 'failed';

export type OdCampaignTable = {
  id: Generated<number>;
  city_id: number;
  name: string;
  organizer: string;
  intro: ColumnType<string, string | undefined, string>;
  place_name: string;
  place_address: ColumnType<string, string | undefined, string>;
  place_lng: number;
  place_lat: number;
  place_station_id: number | null;
  starts_at: Date;
  ends_at: Date;
  target: number;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type DemandTable = {
  id: Generated<number>;
  user_id: number;
  city_id: number | null;
  from_name: string;
  from_address: ColumnType<string, string | undefined, string>;
  from_lng: number;
  from_lat: number;
  from_station_id: number | null;
  to_name: string;
  to_address: ColumnType<string, string | undefined, string>;
  to_lng: number;
  to_lat: number;
  to_station_id: number | null;
  time_kind: 'arrive' | 'depart';
  window_start_minutes: number;
  window_end_minutes: number;
  weekdays: ColumnType<number[], number[], number[]>;
  people: number;
  note: ColumnType<string, string | undefined, string>;
  status: ColumnType<DemandStatusColumn, DemandStatusColumn | undefined, DemandStatusColumn>;
  share_code: string;
  line_id: ColumnType<number | null, number | null | undefined, number | null>;
  od_campaign_id: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type DemandSupporterTable = { demand_id: number; user_id: number; created_at: CreatedAt };

export type CrowdfundStatusColumn = 'gathering' | 'opened' | 'failed' | 'closed';

/** Crowdfunded lines (decision 047): a custom line gathering riders until its target or its deadline. */
export type CrowdfundTable = {
  id: Generated<number>;
  line_id: number;
  city_id: number;
  status: ColumnType<CrowdfundStatusColumn, CrowdfundStatusColumn | undefined, CrowdfundStatusColumn>;
  period_kind: 'workWeek' | 'month' | 'day';
  /** line: the operator's proposal (decision 047); carpool: a passenger's carpool for one ride (decision 051). */
  kind: ColumnType<'line' | 'carpool', 'line' | 'carpool' | undefined, 'line' | 'carpool'>;
  /** 'YYYY-MM-DD' service dates, ascending; text[] on insert. */
  period_dates: ColumnType<string[], string[], string[]>;
  first_day: ColumnType<string, string, string>;
  departure_minutes: number;
  weekdays: ColumnType<number[], number[], number[]>;
  follows_cn_workdays: boolean;
  price_cents: number;
  seats: number;
  target: number;
  deadline: Date;
  share_code: string;
  close_reason: ColumnType<string, string | undefined, string>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  settle_claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  notified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** A carpool's own row (decision 051): its crowdfund's route as named points, its departure, who started it. */
export type CarpoolTable = {
  crowdfund_id: number;
  starter_id: number;
  from_name: string;
  from_lng: number;
  from_lat: number;
  to_name: string;
  to_lng: number;
  to_lat: number;
  departs_at: Date;
  distance_m: number;
  created_at: CreatedAt;
};

export type PeriodPassKindValue = 'week' | 'month';

/** A line's period pass offer (decision 050): the share of the fares paid and the sale window. */
export type PeriodPassProductTable = {
  id: Generated<number>;
  line_id: number;
  kind: PeriodPassKindValue;
  discount_percent: number;
  /** Days of the month (month) or weekdays 1-7 (week) before the period, both included. */
  sale_from: number;
  sale_to: number;
  is_on_sale: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** A bought period pass (decision 050): its order holds a ticket on each of its days. */
export type PeriodPassTable = {
  order_id: number;
  product_id: number;
  kind: PeriodPassKindValue;
  starts_on: ColumnType<string, string, string>;
  ends_on: ColumnType<string, string, string>;
  discount_percent: number;
  created_at: CreatedAt;
};

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';

export type OrderTable = {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  line_id: number;
  board_seq: number;
  alight_seq: number;
  status: OrderStatus;
  total_cents: number;
  discount_cents: number;
  payable_cents: number;
  user_coupon_id: number | null;
  expires_at: Date;
  created_at: Date;
  paid_at: Date | null;
  closed_at: Date | null;
  /** Why a pending order ended: 'passenger', 'expired', 'latePaymentRefunded'. */
  close_reason: string | null;
  /** The group that pays part of these tickets (decision 048); null for most orders. */
  group_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A term pass (decision 049): the student and the term; both null for any other order. */
  student_id: ColumnType<number | null, number | null | undefined, number | null>;
  term_id: ColumnType<number | null, number | null | undefined, number | null>;
};

export type TicketStatus = 'pending' | 'valid' | 'released' | 'used' | 'refunded';

export type TicketTable = {
  id: Generated<number>;
  order_id: number;
  departure_id: number;
  /** NULL once the passenger was deleted; the name and masked ID stay on the ticket. */
  passenger_id: number | null;
  passenger_name: string;
  passenger_id_masked: string;
  service_date: ColumnType<string, string, string>;
  price_cents: number;
  status: TicketStatus;
  created_at: Date;
  /** When the ticket was checked in (status 'used'; riding). */
  checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** What the order's group pays for this ticket on top of price_cents (decision 048). */
  group_cents: ColumnType<number, number | undefined, number>;
};

export type PaymentChannel = 'sandbox' | 'superApp' | 'wechat';

export type PaymentTable = {
  id: Generated<number>;
  order_id: number;
  channel: PaymentChannel;
  out_trade_no: string;
  amount_cents: number;
  status: ColumnType<'created' | 'succeeded' | 'closed', 'created' | undefined, 'created' | 'succeeded' | 'closed'>;
  provider_transaction_id: string | null;
  prepay_id: string | null;
  created_at: Date;
  succeeded_at: Date | null;
};

export type PaymentNotificationTable = {
  id: Generated<number>;
  channel: string;
  out_trade_no: string | null;
  outcome: 'applied' | 'duplicate' | 'rejected';
  reason: ColumnType<string, string | undefined, string>;
  received_at: Date;
};

export type RefundTable = {
  id: Generated<number>;
  order_id: number;
  /** The payment it goes back through; null only for a refund of nothing of an order paid at creation (decision 048). */
  payment_id: number | null;
  out_refund_no: string;
  amount_cents: number;
  reason: RefundReason;
  status: ColumnType<'processing' | 'succeeded' | 'failed', 'processing' | 'succeeded' | 'failed' | undefined, 'processing' | 'succeeded' | 'failed'>;
  provider_refund_id: string | null;
  created_at: Date;
  succeeded_at: Date | null;
  /** The refund-retry job does not send it again before this (its claim, decision 042); null: not yet tried. */
  next_retry_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The operator who started it (a stopped departure, after-sales); null for the passenger's own and automatic ones. */
  operator_id: ColumnType<number | null, number | null | undefined, number | null>;
  note: ColumnType<string, string | undefined, string>;
};

export type RefundReason = 'latePayment' | 'duplicatePayment' | 'passenger' | 'departureCancelled' | 'afterSales';

export type IdempotencyKeyTable = {
  user_id: number;
  scope: string;
  key: string;
  request_hash: string;
  /** The stored answer (the whole envelope, JSON text); null while the first request is still running. */
  response: string | null;
  created_at: Date;
};

// Riding.

export type VehiclePositionTable = {
  id: Generated<number>;
  vehicle_id: number;
  /** GCJ-02. */
  lng: number;
  lat: number;
  speed_kmh: ColumnType<number, number | undefined, number>;
  /** Degrees clockwise from north, [0, 360). */
  heading: ColumnType<number, number | undefined, number>;
  /** The vehicle's clock; received_at is ours. */
  recorded_at: Date;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type InvoiceTable = {
  id: Generated<number>;
  /** Unique: one request per order. */
  order_id: number;
  user_id: number;
  title_type: 'personal' | 'company';
  title: string;
  /** Company titles only. */
  tax_number: string | null;
  email: string;
  status: ColumnType<'requested', 'requested' | undefined, 'requested'>;
  created_at: Date;
};

// Live buses.

/** Points refused by the position ingest, counted per Shanghai day, vehicle (null: not one of ours) and reason. */
export type VehiclePositionRejectionTable = { day: string; vehicle_id: number | null; reason: string; count: number };

/** One device token per vehicle; only its SHA-256 is kept. */
export type VehicleTokenTable = { vehicle_id: number; token_hash: string; created_at: Date };

// Operations (the operator's console, decision 044).

export type OperatorRoleValue = 'admin' | 'dispatcher' | 'service' | 'finance' | 'groupAdmin';

export type OperatorTable = {
  id: Generated<number>;
  username: string;
  display_name: ColumnType<string, string | undefined, string>;
  role: OperatorRoleValue;
  password_hash: string;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  is_totp_on: ColumnType<boolean, boolean | undefined, boolean>;
  is_disabled: ColumnType<boolean, boolean | undefined, boolean>;
  failed_logins: ColumnType<number, number | undefined, number>;
  locked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A groupAdmin's one group (decision 048); null for every other role. */
  group_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

export type OperatorSessionTable = { token_hash: string; operator_id: number; csrf_token: string; created_at: Date; expires_at: Date };

export type AuditLogTable = {
  id: Generated<number>;
  operator_id: number | null;
  operator_username: string;
  action: string;
  target_type: string;
  target_id: string;
  summary: ColumnType<string, string | undefined, string>;
  before: ColumnType<unknown, string | null | undefined, string | null>;
  after: ColumnType<unknown, string | null | undefined, string | null>;
  ip: ColumnType<string, string | undefined, string>;
  at: Date;
};

export type DriverTable = {
  id: Generated<number>;
  name: string;
  phone: string;
  license_no: ColumnType<string, string | undefined, string>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, Date>;
};

export type SentMessageTable = {
  id: Generated<number>;
  order_id: number | null;
  phone: string;
  template: string;
  content: string;
  status: 'sent' | 'failed';
  sent_at: Date;
};

export type TransitCardSchemeValue = 'shenzhenTong' | 'tUnion' | 'lingnanTong' | 'other';

/** A city transit card number bound to a passenger's account (decision 053); deleted when unbound. */
export type TransitCardTable = {
  id: Generated<number>;
  user_id: number;
  scheme: TransitCardSchemeValue;
  number: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
};

/** Return-to-work shuttles (复工专线, decision 052): campaigns, stated needs, named enrolments, shuttles. */
export type ReturnWorkCampaignTable = {
  id: Generated<number>;
  name: string;
  city_id: number;
  starts_on: ColumnType<string, string, string>;
  ends_on: ColumnType<string, string, string>;
  intro: ColumnType<string, string | undefined, string>;
  /** [{ key, label, kind, isRequired }]; JSON text on insert. */
  fields: ColumnType<ReturnWorkFieldValue[], string, string>;
  employer_fare_cents: number;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  created_by: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};
export type ReturnWorkFieldValue = { key: string; label: string; kind: 'text' | 'idNumber' | 'yesNo' | 'confirm'; isRequired: boolean };
/** Declaration answers by field key; JSON text on insert. */
export type ReturnWorkAnswersValue = Record<string, string | boolean>;

export type ReturnWorkRequestTable = {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  kind: 'person' | 'enterprise';
  company_name: ColumnType<string, string | undefined, string>;
  contact_name: string;
  contact_phone: string;
  from_name: string;
  from_lng: number;
  from_lat: number;
  to_name: string;
  to_lng: number;
  to_lat: number;
  travel_date: ColumnType<string, string, string>;
  people: number;
  declarations: ColumnType<ReturnWorkAnswersValue, string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
};

export type ReturnWorkEnrolmentTable = {
  id: Generated<number>;
  campaign_id: number;
  group_id: number | null;
  enrolled_by: number;
  name: string;
  phone: string;
  declarations: ColumnType<ReturnWorkAnswersValue, string, string>;
  status: ColumnType<'listed' | 'waiting' | 'assigned', 'listed' | 'waiting' | 'assigned' | undefined, 'listed' | 'waiting' | 'assigned'>;
  travel_date: ColumnType<string | null, string | null | undefined, string | null>;
  from_name: ColumnType<string | null, string | null | undefined, string | null>;
  from_lng: ColumnType<number | null, number | null | undefined, number | null>;
  from_lat: ColumnType<number | null, number | null | undefined, number | null>;
  to_name: ColumnType<string | null, string | null | undefined, string | null>;
  to_lng: ColumnType<number | null, number | null | undefined, number | null>;
  to_lat: ColumnType<number | null, number | null | undefined, number | null>;
  shuttle_id: ColumnType<number | null, number | null | undefined, number | null>;
  rider_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

export type ReturnWorkShuttleTable = {
  id: Generated<number>;
  campaign_id: number;
  line_id: number;
  departure_id: number;
  service_date: ColumnType<string, string, string>;
  departs_at: Date;
  seats: number;
  plate: ColumnType<string, string | undefined, string>;
  from_name: string;
  to_name: string;
  created_by: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
};

export type Database = {
  app_meta: AppMetaTable;
  cities: CityTable;
  users: UserTable;
  sessions: SessionTable;
  behaviour_logs: BehaviourLogTable;
  cn_calendar_days: CnCalendarDayTable;
  agencies: AgencyTable;
  regions: RegionTable;
  stations: StationTable;
  lines: LineTable;
  line_stops: LineStopTable;
  line_fares: LineFareTable;
  services: ServiceTable;
  service_exceptions: ServiceExceptionTable;
  line_exceptions: LineExceptionTable;
  trips: TripTable;
  vehicles: VehicleTable;
  departures: DepartureTable;
  line_whitelist: LineWhitelistTable;
  line_collections: LineCollectionTable;
  line_announcements: LineAnnouncementTable;
  banners: BannerTable;
  sms_codes: SmsCodeTable;
  host_bindings: HostBindingTable;
  wechat_bind_tickets: WechatBindTicketTable;
  passengers: PassengerTable;
  transit_cards: TransitCardTable;
  user_addresses: UserAddressTable;
  coupon_templates: CouponTemplateTable;
  user_coupons: UserCouponTable;
  /** Buying's presale (decision 047): a line sold for fixed dates before it is confirmed. */
  line_presales: {
    line_id: number;
    status: ColumnType<'presale' | 'released' | 'closed', 'presale' | 'released' | 'closed' | undefined, 'presale' | 'released' | 'closed'>;
    dates: ColumnType<string[], string[], string[]>;
    sales_close_at: Date;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  crowdfunds: CrowdfundTable;
  groups: GroupTable;
  group_staff: GroupStaffTable;
  group_memberships: GroupMembershipTable;
  email_codes: EmailCodeTable;
  email_locks: EmailLockTable;
  group_invite_failures: { id: Generated<number>; user_id: number; attempted_at: Date };
  ride_applications: RideApplicationTable;
  shuttle_requests: ShuttleRequestTable;
  return_work_campaigns: ReturnWorkCampaignTable;
  return_work_requests: ReturnWorkRequestTable;
  return_work_enrolments: ReturnWorkEnrolmentTable;
  return_work_shuttles: ReturnWorkShuttleTable;
  student_charters: StudentCharterTable;
  suggestions: SuggestionTable;
  suggestion_photos: SuggestionPhotoTable;
  suggestion_replies: SuggestionReplyTable;
  cooperation_leads: CooperationLeadTable;
  content_pages: ContentPageTable;
  content_page_versions: ContentPageVersionTable;
  school_terms: SchoolTermTable;
  students: StudentTable;
  school_notices: SchoolNoticeTable;
  school_roster: SchoolRosterTable;
  crowdfund_demands: { crowdfund_id: number; demand_id: number };
  crowdfund_joins: { crowdfund_id: number; user_id: number; created_at: CreatedAt };
  carpools: CarpoolTable;
  period_pass_products: PeriodPassProductTable;
  period_passes: PeriodPassTable;
  orders: OrderTable;
  tickets: TicketTable;
  payments: PaymentTable;
  payment_notifications: PaymentNotificationTable;
  refunds: RefundTable;
  /** Refunds (decision 025): the fee for refunding at least min_minutes_before minutes before departure; line_id NULL is the default rule. */
  refund_rules: { id: Generated<number>; line_id: number | null; min_minutes_before: number; fee_percent: number };
  /** The tickets a refund paid back and each one's amount; a ticket is refunded once. */
  refund_tickets: { refund_id: number; ticket_id: number; amount_cents: number };
  idempotency_keys: IdempotencyKeyTable;
  vehicle_positions: VehiclePositionTable;
  invoices: InvoiceTable;
  vehicle_position_rejections: VehiclePositionRejectionTable;
  vehicle_tokens: VehicleTokenTable;
  /** ETAs (decision 028): learned seconds from stop from_seq to the next, per Shanghai hour of the day (an exponentially weighted mean). */
  segment_travel_times: { line_id: number; from_seq: number; hour_of_day: number; mean_seconds: number; samples: number; updated_at: Date };
  /** When a departure reached each stop (left it, for the first stop). */
  stop_passages: { departure_id: number; seq: number; passed_at: Date };
  /** The segment learning job's one-row cursor (id 1): positions received up to received_until are read. */
  segment_learning_state: { id: number; received_until: Date; updated_at: Date };
  operators: OperatorTable;
  operator_sessions: OperatorSessionTable;
  operator_login_failures: { id: Generated<number>; ip: string; username: string; at: Date };
  audit_log: AuditLogTable;
  drivers: DriverTable;
  sent_messages: SentMessageTable;
  user_coupon_events: UserCouponEventTable;
  coupon_campaigns: CouponCampaignTable;
  redeem_batches: RedeemBatchTable;
  redeem_codes: RedeemCodeTable;
  redeem_failures: { id: Generated<number>; user_id: number; device_id: string; attempted_at: Date };
  invite_campaigns: InviteCampaignTable;
  invitations: InvitationTable;
  od_campaigns: OdCampaignTable;
  demands: DemandTable;
  demand_supporters: DemandSupporterTable;
  lateness_checks: LatenessCheckTable;
  lateness_compensations: LatenessCompensationTable;
};
