/**
 * Every problem and warning the GTFS importer reports, each written once in English (the CLI, logs) and once in
 * Chinese (the operator console) next to its kind. A raise site names the kind and its values, never a text,
 * so the two languages cannot drift apart. `detail` and `code` params carry a library's own English words
 * (csv-parse, fflate): the English text may quote them, the Chinese text never does.
 */
export type GtfsLanguage = 'en' | 'zh';

type Texts<P> = { en: (params: P) => string; zh: (params: P) => string };
const texts = <P = undefined>(en: (params: P) => string, zh: (params: P) => string): Texts<P> => ({ en, zh });

type Column = { column: string };
type Value = Column & { value: string };
type Trip = { tripId: string };
type Pattern = Trip & { routeId: string; firstTripId: string };

const SPLIT_EN = 'a line has one stop pattern, so split it into its own route';
const SPLIT_ZH = '一条线路只能有一种停靠顺序，请在 routes.txt 中为这个车次另建一条线路';
const patternEn = ({ tripId, routeId }: Pattern, what: string) => `trip "${tripId}" of route "${routeId}" ${what}; ${SPLIT_EN}`;
const patternZh = ({ tripId, routeId }: Pattern, what: string) => `线路“${routeId}”的车次“${tripId}”${what}。${SPLIT_ZH}`;

/** csv-parse's error codes, in words an operator can act on; other codes get the general text. */
const csvReasonsZh: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: '有一个双引号没有闭合',
  INVALID_OPENING_QUOTE: '双引号的位置不对：含逗号或引号的字段要整个用英文双引号括起来',
  CSV_INVALID_CLOSING_QUOTE: '双引号的位置不对：含逗号或引号的字段要整个用英文双引号括起来',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: '闭合的双引号后面还有字符',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: '这一行的字段数与表头的列数不同，请检查多出或缺少的逗号',
  CSV_RECORD_INCONSISTENT_COLUMNS: '这一行的字段数与表头的列数不同，请检查多出或缺少的逗号',
};

/** Why a feed is refused: a GtfsError carries one of these with the file and the line. */
const problems = {
  // The feed as a whole: the upload, the zip, the encoding.
  noSuchSource: texts(
    () => 'no such folder or zip file',
    () => '找不到这个文件夹或 zip 文件',
  ),
  notZip: texts(
    ({ detail }: { detail: string }) => `not a readable zip file (${detail})`,
    () => '不是可读取的 zip 文件（文件已损坏或不是 zip 格式），请重新打包 GTFS 数据后再上传',
  ),
  fileTwiceInZip: texts(
    ({ file }: { file: string }) => `the zip holds ${file} twice; keep one feed per zip`,
    ({ file }) => `zip 中有两个 ${file}，一个 zip 只能放一份 GTFS 数据`,
  ),
  notUtf8: texts(
    () => 'the file is not UTF-8 text; save it as UTF-8 and import again',
    () => '文件不是 UTF-8 编码的文本，请另存为 UTF-8 编码后重新导入',
  ),
  // Files and columns.
  missingFile: texts(
    () => 'missing required file',
    () => '缺少这个必需的文件',
  ),
  emptyFile: texts(
    () => 'the file is empty; it needs a header line',
    () => '文件是空的，第一行应是列名（表头）',
  ),
  malformedCsv: texts(
    ({ detail }: { code: string; detail: string }) => `malformed CSV: ${detail}`,
    ({ code }) => `CSV 格式有误：${csvReasonsZh[code] ?? '请用表格软件另存为逗号分隔的 CSV 后重试'}`,
  ),
  duplicateColumn: texts(
    ({ column }: Column) => `column "${column}" appears twice`,
    ({ column }) => `列 ${column} 出现了两次，请删去其中一列`,
  ),
  missingColumn: texts(
    ({ column }: Column) => `missing required column "${column}"`,
    ({ column }) => `缺少必需的列 ${column}`,
  ),
  // Field values.
  emptyField: texts(
    ({ column }: Column) => `${column} is empty`,
    ({ column }) => `${column} 不能为空`,
  ),
  notInteger: texts(
    ({ column, value }: Value) => `${column} "${value}" is not a whole number`,
    ({ column, value }) => `${column} 的值“${value}”不是整数`,
  ),
  notNumber: texts(
    ({ column, value }: Value) => `${column} "${value}" is not a number`,
    ({ column, value }) => `${column} 的值“${value}”不是数字`,
  ),
  outOfRange: texts(
    ({ column, value, min, max }: Value & { min: number; max: number }) => `${column} ${value} is out of range (${min}..${max})`,
    ({ column, value, min, max }) => `${column} 的值 ${value} 超出范围，应在 ${min} 到 ${max} 之间`,
  ),
  notTime: texts(
    ({ column, value }: Value) => `${column} "${value}" is not a time HH:MM:SS`,
    ({ column, value }) => `${column} 的值“${value}”不是时间，应为 HH:MM:SS 格式（如 07:05:00）`,
  ),
  notDate: texts(
    ({ column, value }: Value) => `${column} "${value}" is not a date YYYYMMDD`,
    ({ column, value }) => `${column} 的值“${value}”不是有效日期，应为 YYYYMMDD 格式（如 20260101）`,
  ),
  notYuan: texts(
    ({ column, value }: Value) => `${column} "${value}" is not a price in yuan with at most two decimals`,
    ({ column, value }) => `${column} 的值“${value}”不是以元为单位、最多两位小数的价格（如 12.5）`,
  ),
  notCny: texts(
    ({ value }: { value: string }) => `currency_type "${value}" is not CNY`,
    ({ value }) => `currency_type 的值“${value}”不是 CNY，票价须以人民币计`,
  ),
  badColor: texts(
    ({ value }: { value: string }) => `route_color "${value}" is not six hexadecimal digits`,
    ({ value }) => `route_color 的值“${value}”应为六位十六进制的颜色值（如 336699）`,
  ),
  badLineType: texts(
    ({ value, allowed }: { value: string; allowed: string }) => `udian_line_type "${value}" is not one of ${allowed}`,
    ({ value, allowed }) => `udian_line_type 的值“${value}”不是可用的线路类型，可选：${allowed}`,
  ),
  noRouteName: texts(
    () => 'route_short_name and route_long_name are both empty',
    () => 'route_short_name 和 route_long_name 不能都为空，至少填写一个',
  ),
  noStopTime: texts(
    () => 'arrival_time and departure_time are both empty; the importer needs a time at every stop',
    () => 'arrival_time 和 departure_time 都为空，每个站点都需要时间',
  ),
  endBeforeStart: texts(
    ({ start, end }: { start: string; end: string }) => `end_date ${end} is before start_date ${start}`,
    ({ start, end }) => `end_date ${end} 早于 start_date ${start}`,
  ),
  // Ids: twice, or not found.
  duplicateId: texts(
    ({ column, id, firstLine }: { column: string; id: string; firstLine: number }) => `${column} "${id}" is used twice (first on line ${firstLine})`,
    ({ column, id, firstLine }) => `${column}“${id}”重复，第 ${firstLine} 行已用过`,
  ),
  dateTwice: texts(
    ({ serviceId, date }: { serviceId: string; date: string }) => `service_id "${serviceId}" lists date ${date} twice`,
    ({ serviceId, date }) => `service_id“${serviceId}”的日期 ${date} 出现了两次`,
  ),
  shapeSequenceTwice: texts(
    ({ shapeId, sequence }: { shapeId: string; sequence: number }) => `shape_id "${shapeId}" has shape_pt_sequence ${sequence} twice`,
    ({ shapeId, sequence }) => `shape_id“${shapeId}”的 shape_pt_sequence ${sequence} 出现了两次`,
  ),
  unknownId: texts(
    ({ column, id }: { column: string; id: string; listedIn: string }) => `unknown ${column} "${id}"`,
    ({ column, id, listedIn }) => `${column}“${id}”在 ${listedIn} 中不存在`,
  ),
  unknownService: texts(
    ({ id }: { id: string }) => `unknown service_id "${id}" (not in calendar.txt or calendar_dates.txt)`,
    ({ id }) => `service_id“${id}”在 calendar.txt 和 calendar_dates.txt 中都不存在`,
  ),
  noAgency: texts(
    () => 'the feed has no agency',
    () => '没有任何运营单位，至少需要一行',
  ),
  agencyIdRequired: texts(
    () => 'agency_id is required when the feed has several agencies',
    () => '数据中有多个运营单位时，agency_id 不能为空',
  ),
  badReverseRoute: texts(
    ({ id }: { id: string }) => `udian_reverse_route_id "${id}" is not another route of the feed`,
    ({ id }) => `udian_reverse_route_id“${id}”须是 routes.txt 中另一条线路的 route_id`,
  ),
  notAStop: texts(
    ({ stopId }: { stopId: string }) => `stop_id "${stopId}" is a station or entrance (location_type > 0), not a stop`,
    ({ stopId }) => `stop_id“${stopId}”是车站或出入口（location_type 大于 0），不是车辆停靠的站点`,
  ),
  // Trips and their stop times.
  tooFewStops: texts(
    ({ tripId, count }: Trip & { count: number }) => `trip "${tripId}" has ${count} stop time(s); a trip needs at least two stops`,
    ({ tripId, count }) => `车次“${tripId}”在 stop_times.txt 中只有 ${count} 个站点时刻，一个车次至少需要两个站点`,
  ),
  startsTooLate: texts(
    ({ tripId }: Trip) => `trip "${tripId}" starts after 47:59:00, which is not supported`,
    ({ tripId }) => `车次“${tripId}”的发车时间晚于 47:59:00，暂不支持`,
  ),
  sequenceTwice: texts(
    ({ tripId, sequence }: Trip & { sequence: number }) => `trip "${tripId}" has stop_sequence ${sequence} twice`,
    ({ tripId, sequence }) => `车次“${tripId}”的 stop_sequence ${sequence} 出现了两次`,
  ),
  backInTime: texts(
    ({ tripId, sequence }: Trip & { sequence: number }) => `trip "${tripId}" goes back in time at stop_sequence ${sequence}`,
    ({ tripId, sequence }) => `车次“${tripId}”在 stop_sequence ${sequence} 处的时间早于上一站，时间须逐站递增`,
  ),
  patternEndsEarly: texts(
    (p: Pattern & { count: number; expected: string }) =>
      patternEn(p, `ends after ${p.count} stops where the route's first trip "${p.firstTripId}" goes on to stop "${p.expected}"`),
    (p) => patternZh(p, `停靠 ${p.count} 站后就结束了，而该线路的第一个车次“${p.firstTripId}”还继续开往站点“${p.expected}”`),
  ),
  patternGoesOn: texts(
    (p: Pattern & { actual: string }) => patternEn(p, `goes on to stop "${p.actual}" where the route's first trip "${p.firstTripId}" ends`),
    (p) => patternZh(p, `还继续开往站点“${p.actual}”，而该线路的第一个车次“${p.firstTripId}”在这里已结束`),
  ),
  patternDiffers: texts(
    (p: Pattern & { actual: string; expected: string }) =>
      patternEn(p, `calls at stop "${p.actual}" where the route's first trip "${p.firstTripId}" calls at "${p.expected}"`),
    (p) => patternZh(p, `在这里停靠站点“${p.actual}”，而该线路的第一个车次“${p.firstTripId}”停靠的是“${p.expected}”`),
  ),
  // What the feed asks of the database.
  unknownCity: texts(
    ({ cityId }: { cityId: number }) => `udian_city_id ${cityId} is not a city in the cities table`,
    ({ cityId }) => `udian_city_id ${cityId} 不是系统中已有的城市，请填写已开通城市的编码`,
  ),
  noCity: texts(
    () => 'no city to place the stop in: add cities first or set udian_city_id',
    () => '系统中还没有城市，无法确定站点所在的城市：请先添加城市，或填写 udian_city_id',
  ),
  noPrice: texts(
    ({ routeId }: { routeId: string }) => `route "${routeId}" has no price: add a fare (fare_attributes.txt and fare_rules.txt) or udian_price_cents`,
    ({ routeId }) => `线路“${routeId}”没有票价：请在 fare_attributes.txt 和 fare_rules.txt 中添加票价，或填写 udian_price_cents`,
  ),
  // The upload's size, checked before any of the above.
  tooLarge: texts(
    ({ maxMb }: { maxMb: number }) => `the upload is larger than ${maxMb} MB`,
    ({ maxMb }) => `上传的文件超过 ${maxMb} MB，请只打包 GTFS 数据需要的文件后重试`,
  ),
};

/** What was imported but deserves a look: the import report lists these. */
const warnings = {
  routeWithoutTrips: texts(
    ({ routeId }: { routeId: string }) => `route ${routeId} of routes.txt has no trips (trips.txt) and was not imported`,
    ({ routeId }) => `routes.txt 中的线路 ${routeId} 没有车次（trips.txt），未导入`,
  ),
  departuresPending: texts(
    () => 'the new departures are not made yet; the next hourly run makes them',
    () => '新班次暂未生成，将在下一次定时任务（每小时）中补齐',
  ),
};

/** The whole catalogue, for its tests. */
export const GTFS_MESSAGES = { ...problems, ...warnings };

type Catalogue = typeof GTFS_MESSAGES;
export type GtfsMessageKind = keyof Catalogue;
type ParamsOf<K extends GtfsMessageKind> = Catalogue[K] extends Texts<infer P> ? P : never;
/** A kind with its params, or the kind alone when it has none. */
type ArgsOf<K extends GtfsMessageKind> = K extends GtfsMessageKind ? (undefined extends ParamsOf<K> ? [kind: K] : [kind: K, params: ParamsOf<K>]) : never;
export type GtfsMessageArgs = ArgsOf<GtfsMessageKind>;
export type GtfsProblemArgs = ArgsOf<keyof typeof problems>;
export type GtfsWarningArgs = ArgsOf<keyof typeof warnings>;

/** A problem's or a warning's text in one language. */
export const gtfsText = (language: GtfsLanguage, ...[kind, params]: GtfsMessageArgs): string =>
  // The kind and its params travel together (GtfsMessageArgs), which TypeScript cannot follow through the index.
  (GTFS_MESSAGES[kind][language] as (p: unknown) => string)(params);

/** A refusal with where it is: 'stops.txt line 3: …' or 'stops.txt 第 3 行：…'; a file-wide one names the file. */
export const locatedGtfsText = (language: GtfsLanguage, file: string, line: number | null, reason: string): string => {
  if (language === 'zh') return `${file}${line === null ? '' : ` 第 ${line} 行`}：${reason}`;
  return line === null ? `${file}: ${reason}` : `${file} line ${line}: ${reason}`;
};
