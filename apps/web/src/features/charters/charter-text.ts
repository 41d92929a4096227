import { charterYuan } from '@udian/contracts/charter-fees';
import { maskPhone } from '@udian/contracts/masking';
import type { StudentCharter } from '@udian/contracts/schemas/charters';
import { weekdayName } from '../../lib/shanghai-time';

/** How the charter pages say a request, its day and where it stands. */

/** '2031-03-06' → '2031-03-06 周四'. */
export const charterDateText = (date: string): string => `${date} ${weekdayName(date)}`;

/** '08:30 出发，15:00 返程' or '08:30 出发，单程'. */
export const charterTimesText = (departureTime: string, returnTime: string | null): string =>
  returnTime === null ? `${departureTime} 出发，单程` : `${departureTime} 出发，${returnTime} 返程`;

/** '45 座大巴 × 2 辆'. */
export const vehiclesText = (quote: Pick<StudentCharter['quote'], 'vehicleName' | 'vehicles'>): string => `${quote.vehicleName} × ${quote.vehicles} 辆`;

/** Where a request stands, in a sentence: what happened and what comes next. */
export const charterStandingText = (charter: StudentCharter): string => {
  switch (charter.status) {
    case 'pending':
      return `已提交，运营人员正在安排车辆，确认后将短信通知${charter.contactName}（${maskPhone(charter.contactPhone)}）。确认前您可以取消申请。`;
    case 'confirmed':
      return `包车已确认，费用 ¥${charterYuan(charter.feeCents)}。运营人员将联系${charter.contactName}签订包车协议并结算费用，用车当天请按时到达出发地。`;
    case 'declined':
      return `很抱歉，该包车未能安排${charter.declineReason ? `，原因：${charter.declineReason}` : ''}。您可以调整日期或时间后重新申请。`;
    case 'cancelled':
      return '您已取消该申请。如仍需用车，可重新申请。';
  }
};
