import { instantMs, pad2, shanghaiClockOf } from '../../lib/shanghai-time';

/** 'HH:mm:ss' of an ISO instant in Shanghai time (live data says to the second how fresh it is); '' when malformed. */
export const formatShanghaiClock = (iso: string): string => {
  const ms = instantMs(iso);
  if (Number.isNaN(ms)) return '';
  const { clock, seconds } = shanghaiClockOf(ms);
  return `${clock}:${pad2(seconds)}`;
};
