/** 'HH:mm:ss' of an ISO instant in Asia/Shanghai; '' when malformed. */
const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export const formatShanghaiClock = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : clockFormat.format(ms);
};
