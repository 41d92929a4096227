import { passDayStateOf } from '@udian/contracts/pass-day-state';
import type { StudentRide } from '@udian/contracts/schemas/schools';
import type { SchoolsPort } from '../riding.ports';
import type { StudentRidesRepository } from './student-rides.repository';

/**
 * A student's rides (decision 049): every school day of the student's term passes and whether they rode, for
 * the guardian who registered the student only (groups' ownStudent answers studentNotFound to anyone else).
 */
export const createStudentRidesService = ({
  rides,
  schools,
  now = () => new Date(),
}: {
  rides: StudentRidesRepository;
  schools: Pick<SchoolsPort, 'ownStudent'>;
  now?: () => Date;
}) => ({
  list: async (userId: string, studentId: string): Promise<{ items: StudentRide[] }> => {
    const guardian = Number(userId);
    const student = await schools.ownStudent(guardian, Number(studentId));
    const at = now();
    const rows = await rides.listByStudent(guardian, student.studentId, at);
    const items = rows.flatMap((row): StudentRide[] => {
      const state = passDayStateOf({ status: row.status, boardsAt: new Date(row.boards_at) }, at);
      if (state === null) return [];
      return [
        {
          ticketId: String(row.id),
          orderNo: row.order_no,
          serviceDate: row.service_date,
          departsAt: row.departs_at.toISOString(),
          lineCode: row.line_code,
          boardName: row.board_name,
          state,
          checkedAt: row.checked_at?.toISOString() ?? null,
        },
      ];
    });
    return { items };
  },
});

export type StudentRidesService = ReturnType<typeof createStudentRidesService>;
