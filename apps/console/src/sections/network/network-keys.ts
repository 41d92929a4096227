/** The network section's query keys: a notice invalidates its line's notices; an import every list. */
export const NETWORK_KEY = ['network'] as const;
export const linesKey = (query: Record<string, unknown>) => [...NETWORK_KEY, 'lines', query] as const;
export const lineKey = (id: string) => [...NETWORK_KEY, 'line', id] as const;
export const noticesKey = (lineId: string) => [...NETWORK_KEY, 'notices', lineId] as const;
export const periodPassesKey = (lineId: string) => [...NETWORK_KEY, 'periodPasses', lineId] as const;
export const stationsKey = (query: Record<string, unknown>) => [...NETWORK_KEY, 'stations', query] as const;

export const lineTypeLabels: Record<string, string> = {
  commute: '通勤',
  custom: '定制',
  enterprise: '企业',
  company: '单位',
  school: '学校',
  carpool: '拼车',
  holiday: '节假日',
  tour: '旅游',
};
