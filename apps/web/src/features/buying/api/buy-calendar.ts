import { queryOptions, useQuery } from '@tanstack/react-query';
import { buyCalendar } from '@udian/contracts/endpoints/orders/buy-calendar';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/** What every buying calendar query starts with: invalidated after an order takes seats. */
export const BUY_CALENDAR_KEY = ['buying', 'calendar'] as const;

/** The next 30 days of one departure time with seats read fresh (/ticket/buyCalendar/query). */
export const buyCalendarQueryOptions = (lineId: string, time: string) =>
  queryOptions({
    queryKey: [...BUY_CALENDAR_KEY, lineId, time] as const,
    queryFn: async ({ signal }) => unwrap(await call(buyCalendar, { query: { lineId, time } }, { signal })),
    retry: retryTransportOnce,
    // Seats change while the passenger chooses; a calendar older than this is asked again on return.
    staleTime: 30_000,
  });

export const useBuyCalendar = (lineId: string, time: string | null) =>
  useQuery({ ...buyCalendarQueryOptions(lineId, time ?? ''), enabled: time !== null });
