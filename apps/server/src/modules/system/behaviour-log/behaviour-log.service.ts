import type { BehaviourEvent } from '@udian/contracts/endpoints/log/behaviour-log';
import type { ClientInfo } from '../../../http/request-context';
import type { BehaviourLogRepository } from './behaviour-log.repository';

const toDate = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

export const createBehaviourLogService = ({ logs }: { logs: BehaviourLogRepository }) => ({
  /** Stores one batch. The caller's identity comes from the checked headers, never from the body. */
  record: (events: BehaviourEvent[], client: ClientInfo, userId: number | null): Promise<number> =>
    logs.insertMany(
      events.map((event) => ({
        event_type: event.eventType,
        page: event.page,
        from_page: event.fromPage,
        device_id: client.deviceId ?? '',
        user_id: userId,
        platform: client.platform ?? '',
        channel: client.channel ?? '',
        lng: event.longitude,
        lat: event.latitude,
        speed: event.speed,
        angle: event.angle,
        start_time: toDate(event.startTime),
        end_time: toDate(event.endTime),
        duration_ms: event.duration,
        client_time: new Date(event.timestamp),
      })),
    ),
});

export type BehaviourLogService = ReturnType<typeof createBehaviourLogService>;
