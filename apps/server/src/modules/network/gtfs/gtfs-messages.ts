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
    () => 'arrival_time and departure_time are both empty at the first or last stop of a trip, which needs a time',
    () => '车次首站或末站的 arrival_time 和 departure_time 都为空，首末站必须有时间',
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
  badParentStation: texts(
    ({ id }: { id: string }) => `parent_station "${id}" is not a station (a stops.txt row with location_type 1)`,
    ({ id }) => `parent_station“${id}”须是 stops.txt 中 location_type 为 1 的车站`,
  ),
  noCalendar: texts(
    () => 'the feed has neither calendar.txt nor calendar_dates.txt; it needs at least one of them',
    () => 'calendar.txt 和 calendar_dates.txt 都没有，至少需要其中一个',
  ),
  frequencyEndsBeforeStart: texts(
    ({ start, end }: { start: string; end: string }) => `end_time ${end} is not after start_time ${start}`,
    ({ start, end }) => `end_time ${end} 须晚于 start_time ${start}`,
  ),
  lineIdDisagrees: texts(
    ({ tripId, lineId, expected }: Trip & { lineId: string; expected: string }) =>
      `trip "${tripId}" names udian_line_id "${lineId}" where the other trips of its stop pattern name "${expected}"`,
    ({ tripId, lineId, expected }) => `车次“${tripId}”的 udian_line_id 为“${lineId}”，而同一停靠顺序的其他车次为“${expected}”，须一致`,
  ),
  lineIdShared: texts(
    ({ lineId }: { lineId: string }) => `line id "${lineId}" is used by two different stop patterns`,
    ({ lineId }) => `线路编号“${lineId}”被两种不同的停靠顺序同时使用，每种停靠顺序须有自己的 udian_line_id`,
  ),
  unknownReverseLine: texts(
    ({ id }: { id: string }) => `udian_reverse_line_id "${id}" is not a line of the feed`,
    ({ id }) => `udian_reverse_line_id“${id}”不是本数据中的线路`,
  ),
  // Trips and their stop times.
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
  // What the feed asks of the database.
  unknownCity: texts(
    ({ cityId }: { cityId: number }) => `udian_city_id ${cityId} is not a city in the cities table`,
    ({ cityId }) => `udian_city_id ${cityId} 不是系统中已有的城市，请填写已开通城市的编码`,
  ),
  noCity: texts(
    () => 'no city to place the stop in: add cities first or set udian_city_id',
    () => '系统中还没有城市，无法确定站点所在的城市：请先添加城市，或填写 udian_city_id',
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
  tripsWithoutStops: texts(
    ({ count, trips }: { count: number; trips: string }) =>
      `${count} trip(s) have fewer than two stop times in stop_times.txt and were not imported (${trips})`,
    ({ count, trips }) => `${count} 个车次在 stop_times.txt 中不足两个站点时刻，未导入：${trips}`,
  ),
  servicesNeverRun: texts(
    ({ count, services }: { count: number; services: string }) =>
      `${count} service(s) never run: no weekday of calendar.txt in their dates and no date added by calendar_dates.txt; their trips make no departures (${services})`,
    ({ count, services }) => `${count} 个运营日历没有任何运营日（calendar.txt 的日期范围内没有运营的星期，calendar_dates.txt 也没有增加日期），其车次不会生成班次：${services}`,
  ),
  foreignTimezone: texts(
    ({ timezone }: { timezone: string }) =>
      `agency_timezone is ${timezone}, not a time zone of China: times were read as Asia/Shanghai wall-clock times as written`,
    ({ timezone }) => `agency_timezone 为 ${timezone}，不是中国的时区：时刻已按北京时间原样读取，请核对`,
  ),
  foreignFares: texts(
    ({ currencies, count }: { currencies: string; count: number }) =>
      `${count} fare(s) of fare_attributes.txt are in ${currencies}, not CNY, and were not taken as prices`,
    ({ currencies, count }) => `fare_attributes.txt 中有 ${count} 个票价以 ${currencies} 计，不是人民币（CNY），未作为票价导入`,
  ),
  unpricedLines: texts(
    ({ count, codes }: { count: number; codes: string }) =>
      `${count} line(s) have no price in CNY and are not on sale until one is set (${codes})`,
    ({ count, codes }) => `${count} 条线路没有人民币票价，设置票价前暂不售票（${codes}）`,
  ),
  farStops: texts(
    ({ count, cityId, stops }: { count: number; cityId: number; cityName: string; stops: string }) =>
      `${count} stop(s) are more than 100 km from every known city and were put in city ${cityId}, the nearest (${stops})`,
    ({ count, cityId, cityName, stops }) => `${count} 个站点距离所有已有城市都超过 100 公里，已归入最近的${cityName}（${cityId}）：${stops}，请核对`,
  ),
  departuresPending: texts(
    () => 'the new departures are not made yet; the next hourly run makes them',
    () => '新班次暂未生成，将在下一次定时任务（每小时）中补齐',
  ),
};

/** How a refusal with every problem found is headed, and what it says of those left unlisted. */
const refusals = {
  feedRefused: texts(
    ({ count }: { count: number }) => `GTFS feed refused, nothing was changed: ${count} problem(s) found`,
    ({ count }) => `GTFS 数据有误，未做任何更改（共发现 ${count} 处问题）`,
  ),
  moreProblems: texts(
    ({ count }: { count: number }) => `…and ${count} more problem(s) not listed`,
    ({ count }) => `……另有 ${count} 处问题未列出`,
  ),
};

/** The whole catalogue, for its tests. */
export const GTFS_MESSAGES = { ...problems, ...warnings, ...refusals };

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
