const SHANGHAI = 'Asia/Shanghai';

const parts = (iso: string, withTime: boolean): Record<string, string> | null => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const formatter = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHANGHAI,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  });
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
};

/** Integer cents as yuan with two decimals: 1250 → '12.50', -5 → '-0.05'. */
export const yuan = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A UTC ISO time as Shanghai's 'YYYY-MM-DD HH:mm'; '' for an absent or broken time. */
export const shanghaiDateTime = (iso: string | null | undefined): string => {
  const p = iso ? parts(iso, true) : null;
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : '';
};

/** A UTC ISO time as Shanghai's 'YYYY-MM-DD'; '' for an absent or broken time. */
export const shanghaiDate = (iso: string | null | undefined): string => {
  const p = iso ? parts(iso, false) : null;
  return p ? `${p.year}-${p.month}-${p.day}` : '';
};

/** Today in Shanghai, 'YYYY-MM-DD'. */
export const shanghaiToday = (now: Date = new Date()): string => shanghaiDate(now.toISOString());

/** This month in Shanghai, 'YYYY-MM'. */
export const shanghaiMonth = (now: Date = new Date()): string => shanghaiToday(now).slice(0, 7);
