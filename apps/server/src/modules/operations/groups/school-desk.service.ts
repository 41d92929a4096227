import type { ImportRosterBody, SaveTermBody } from '@udian/contracts/endpoints/ops/groups/schools';
import { studentStatusLabels, type StudentStatus } from '@udian/contracts/schemas/schools';
import type { z } from 'zod';
import type { CurrentOperator } from '../../../http/request-context';
import type { RosterService } from '../../groups/schools/roster.service';
import type { SchoolAdminService } from '../../groups/schools/school-admin.service';
import type { AuditService } from '../audit/audit.service';
import { groupInScope } from './group-desk.service';
import type { SchoolLinesOnSale } from './school-lines-on-sale';

type Operator = CurrentOperator & { ip: string };
type Page = { page: number; pageSize: number };

/**
 * The console's 学校管理 (decision 049): a school's registered students, approved or rejected by its
 * administrator (a groupAdmin held to their own school: a student's school must be theirs) or an operator,
 * its terms, whose saving keeps the school's lines on sale to the latest term's end (network's rule), and
 * its student list (学生名单), imported from CSV as a staff list is; a registration matching it is approved at once.
 * Every write is audited in its own transaction; groups' service texts the guardian after the commit.
 */
export const createSchoolDeskService = ({
  schools,
  roster,
  keepLinesOnSale,
  audit,
}: {
  schools: SchoolAdminService;
  roster: RosterService;
  /** After a term's commit: the school's lines on sale to its latest term end. */
  keepLinesOnSale: SchoolLinesOnSale;
  audit: AuditService;
}) => {
  return {
    students: (operator: Operator, query: { groupId: string; status?: StudentStatus } & Page) =>
      schools.students({ ...query, groupId: groupInScope(operator, query.groupId) }),

    decide: async (operator: Operator, input: { studentId: string; isApproved: boolean; reason: string }) => {
      const studentId = Number(input.studentId);
      groupInScope(operator, await schools.groupOfStudent(studentId));
      return schools.decide({ studentId, isApproved: input.isApproved, reason: input.reason, operatorId: operator.id }, (tx, { student }) =>
        audit.record(
          operator,
          {
            action: input.isApproved ? 'school.studentApprove' : 'school.studentReject',
            targetType: 'student',
            targetId: student.studentId,
            summary: input.isApproved
              ? `通过学生 ${student.name}（${student.studentNo}，${student.className}）乘坐「${student.group.name}」校车 ${student.line.lineCode} 的登记`
              : `驳回学生 ${student.name}（${student.studentNo}，${student.className}）乘坐「${student.group.name}」校车 ${student.line.lineCode} 的登记：${input.reason}`,
            before: { status: 'pending', statusLabel: studentStatusLabels.pending },
            after: {
              status: student.status,
              statusLabel: studentStatusLabels[student.status],
              reason: student.reason,
              groupId: student.group.groupId,
              guardianUserId: student.guardianUserId,
            },
          },
          tx,
        ),
      );
    },

    terms: (operator: Operator, query: { groupId: string }) => schools.terms(groupInScope(operator, query.groupId)),

    saveTerm: async (operator: Operator, input: z.output<typeof SaveTermBody>) => {
      const groupId = groupInScope(operator, input.groupId);
      const saved = await schools.saveTerm({ ...input, groupId: String(groupId) }, (tx, { school, before, after }) =>
        audit.record(
          operator,
          {
            action: before ? 'school.termUpdate' : 'school.termCreate',
            targetType: 'schoolTerm',
            targetId: after.termId,
            summary: `${before ? '修改' : '添加'}「${school.name}」学期「${after.name}」：${after.startsOn} 至 ${after.endsOn}${after.closedDays.length > 0 ? `，停课 ${after.closedDays.length} 天` : ''}`,
            before,
            after,
          },
          tx,
        ),
      );
      await keepLinesOnSale(groupId);
      return saved;
    },

    roster: (operator: Operator, query: { groupId: string; keyword?: string } & Page) => roster.page({ ...query, groupId: groupInScope(operator, query.groupId) }),

    importRoster: (operator: Operator, input: z.output<typeof ImportRosterBody>) =>
      roster.importRoster({ ...input, groupId: String(groupInScope(operator, input.groupId)) }, (tx, { school, report }) =>
        audit.record(
          operator,
          {
            action: 'school.rosterImport',
            targetType: 'group',
            targetId: school.id,
            summary: `导入「${school.name}」学生名单（${input.mode === 'replace' ? '覆盖' : '合并'}）：新增 ${report.added} 人，更新 ${report.updated} 人，移除 ${report.removed} 人，未导入 ${report.refused} 行`,
            after: { mode: input.mode, total: report.total, added: report.added, updated: report.updated, unchanged: report.unchanged, refused: report.refused, removed: report.removed },
          },
          tx,
        ),
      ),
  };
};

export type SchoolDeskService = ReturnType<typeof createSchoolDeskService>;
