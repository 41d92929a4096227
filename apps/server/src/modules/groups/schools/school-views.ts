import type { OpsStudent } from '@udian/contracts/endpoints/ops/groups/schools';
import { maskPhone } from '@udian/contracts/masking';
import type { SchoolNotice, SchoolTerm, Student } from '@udian/contracts/schemas/schools';
import type { SchoolNoticeRow } from './notices.repository';
import type { StudentRow } from './students.repository';
import type { TermRow } from './terms.repository';

/** A registration as the guardian who made it sees it: their phone in full. */
export const toStudent = (row: StudentRow): Student => ({
  studentId: String(row.id),
  group: { groupId: String(row.group_id), name: row.group_name },
  line: { lineId: String(row.line_id), lineCode: row.line_code, lineName: row.line_name },
  name: row.name,
  className: row.class_name,
  studentNo: row.student_no,
  guardianPhone: row.guardian_phone,
  board: { seq: row.board_seq, name: row.board_name },
  alight: { seq: row.alight_seq, name: row.alight_name },
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

/** A registration as the console sees it: the guardian's phone masked, their account, whether a term pass was bought. */
export const toOpsStudent = (row: StudentRow, hasTermPass: boolean): OpsStudent => ({
  ...toStudent(row),
  guardianPhone: maskPhone(row.guardian_phone),
  guardianUserId: String(row.guardian_user_id),
  hasTermPass,
});

export const toSchoolTerm = (row: TermRow): SchoolTerm => ({
  termId: String(row.id),
  groupId: String(row.group_id),
  name: row.name,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  closedDays: [...row.closed_days].sort(),
});

export const toSchoolNotice = (row: SchoolNoticeRow): SchoolNotice => ({
  noticeId: String(row.id),
  studentId: String(row.student_id),
  studentName: row.student_name,
  text: row.text,
  createdAt: row.created_at.toISOString(),
});
