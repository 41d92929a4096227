import { charterYuan } from '@udian/contracts/charter-fees';
import type { ConfirmCharterBody } from '@udian/contracts/endpoints/ops/charters/student-charters';
import type { CharterStatus } from '@udian/contracts/schemas/charters';
import type { z } from 'zod';
import type { CurrentOperator } from '../../../http/request-context';
import type { StudentChartersService } from '../../groups/charters/student-charters.service';
import type { AuditService } from '../audit/audit.service';

type Operator = CurrentOperator & { ip: string };

/**
 * The console's student charters (学生包车, decision 054): the requests, pending first; the operator confirms
 * one at the rules' fee or another with a reason, or declines it with a reason. Every write is audited in
 * its own transaction; groups' service texts the requester after the commit.
 */
export const createCharterDeskService = ({ charters, audit }: { charters: Pick<StudentChartersService, 'page' | 'confirm' | 'decline'>; audit: AuditService }) => ({
  list: (query: { status?: CharterStatus; page: number; pageSize: number }) => charters.page(query),

  confirm: (operator: Operator, input: z.output<typeof ConfirmCharterBody>) =>
    charters.confirm(operator.id, input, (tx, { before, after }) =>
      audit.record(
        operator,
        {
          action: 'charter.confirm',
          targetType: 'studentCharter',
          targetId: after.requestId,
          summary: `确认「${after.school.name}」${after.serviceDate} ${after.departureTime} 的学生包车，费用 ¥${charterYuan(after.feeCents)}${after.adjustment ? `（按规则 ¥${charterYuan(before.feeCents)}，调整原因：${after.adjustment.reason}）` : ''}`,
          before: { status: before.status, feeCents: before.feeCents },
          after: { status: after.status, feeCents: after.feeCents, adjustment: after.adjustment },
        },
        tx,
      ),
    ),

  decline: (operator: Operator, input: { requestId: string; reason: string }) =>
    charters.decline(operator.id, input, (tx, { before, after }) =>
      audit.record(
        operator,
        {
          action: 'charter.decline',
          targetType: 'studentCharter',
          targetId: after.requestId,
          summary: `婉拒「${after.school.name}」${after.serviceDate} ${after.departureTime} 的学生包车：${input.reason}`,
          before: { status: before.status },
          after: { status: after.status, reason: after.declineReason },
        },
        tx,
      ),
    ),
});

export type CharterDeskService = ReturnType<typeof createCharterDeskService>;
