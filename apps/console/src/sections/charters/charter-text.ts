import type { CharterStatus, StudentCharter } from '@udian/contracts/schemas/charters';

/** A request's tag colour (the label is the contract's): one waiting for the operator stands out. */
export const charterStatusColors: Record<CharterStatus, string> = {
  pending: 'orange',
  confirmed: 'green',
  declined: 'red',
  cancelled: 'default',
};

/** '08:30 出发，15:00 返程' or '08:30 出发，单程'. */
export const charterTimesText = (charter: Pick<StudentCharter, 'departureTime' | 'returnTime'>): string =>
  charter.returnTime === null ? `${charter.departureTime} 出发，单程` : `${charter.departureTime} 出发，${charter.returnTime} 返程`;

/** '45 座大巴 × 2 辆'. */
export const charterVehiclesText = (charter: Pick<StudentCharter, 'quote'>): string => `${charter.quote.vehicleName} × ${charter.quote.vehicles} 辆`;
