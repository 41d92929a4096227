import { BOOKING_DAYS_AHEAD, charterDayKindOf, charterTripProblem, computeCharterFee, type CharterFee } from '@udian/contracts/charter-fees';
import type { StudentCharterBody } from '@udian/contracts/endpoints/charters/student-charters';
import type { ConfirmCharterBody } from '@udian/contracts/endpoints/ops/charters/student-charters';
import type { CharterStatus, CharterTripBody, StudentCharter } from '@udian/contracts/schemas/charters';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { addDays, shanghaiDate, shanghaiInstant } from '../../../time/shanghai-time';
import type { NoticeSender } from '../company-lines/company-line-notices';
import type { GroupsRepository } from '../directory/groups.repository';
import type { GroupsAccountsPort, GroupsSmsPort } from '../groups.ports';
import { charterNotices } from './charter-notices';
import { toStudentCharter } from './charter-view';
import type { StudentCharterRow, StudentChartersRepository } from './student-charters.repository';

/** A passenger has at most this many requests waiting for the operator at once. */
export const CHARTER_PENDING_LIMIT = 5;

const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** Runs in an operator's write before it commits: the console's audit entry. */
export type CharterCommitHook = (tx: DbOrTx, change: { before: StudentCharter; after: StudentCharter }) => Promise<void>;

export type StudentChartersDeps = {
  db: Db;
  charters: StudentChartersRepository;
  groups: Pick<GroupsRepository, 'find'>;
  accounts: Pick<GroupsAccountsPort, 'lockUser'>;
  sms: Pick<GroupsSmsPort, 'productName'>;
  /** Texts the contact phone after a decision commits (a failure is logged and undoes nothing). */
  notify: NoticeSender;
  now?: () => Date;
};

type Trip = z.output<typeof CharterTripBody>;

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const charterTripOf = (trip: Trip) => ({
  origin: trip.origin,
  destination: trip.destination,
  departureMinutes: minutesOf(trip.departureTime),
  returnMinutes: trip.returnTime === null ? null : minutesOf(trip.returnTime),
  headcount: trip.headcount,
});

/**
 * The fee of a trip the rules price (charterTripProblem is null), on its day as China's official calendar has it
 * (a holiday or make-up workday, or null): the weekday's name beside a weekend, the holiday's beside a holiday.
 */
export const charterFeeOf = (trip: Trip, official: { kind: 'holiday' | 'workday'; name: string } | null): CharterFee => {
  const weekday = new Date(`${trip.serviceDate}T00:00:00Z`).getUTCDay();
  const dayKind = charterDayKindOf(official?.kind ?? null, weekday);
  return computeCharterFee({ ...charterTripOf(trip), dayKind, dayName: dayKind === 'holiday' && official ? official.name : (WEEKDAY_NAMES[weekday] ?? '') });
};

/**
 * Student charters (decision 054): the fee of a trip by the published rules (charter-fees.ts), on the kind of
 * day China's official calendar makes it; a passenger's request at that fee (at most five waiting, counted
 * under their lock), which they may cancel while it waits; the operator's confirmation (at the fee, or another
 * with a reason) or decline with a reason, each under the request's row lock and texted after the commit.
 */
export const createStudentChartersService = (deps: StudentChartersDeps) => {
  const { db, charters, groups, accounts, notify } = deps;
  const now = deps.now ?? (() => new Date());

  /** The fee of a trip, or the rule it breaks (AppError): bookable from tomorrow (Shanghai) to BOOKING_DAYS_AHEAD days ahead. */
  const price = async (trip: Trip, at: Date): Promise<CharterFee> => {
    const today = shanghaiDate(at);
    if (trip.serviceDate <= today || trip.serviceDate > addDays(today, BOOKING_DAYS_AHEAD)) throw new AppError('charterDateOutOfRange');
    const problem = charterTripProblem(charterTripOf(trip));
    if (problem !== null) throw new AppError(problem);
    return charterFeeOf(trip, await charters.officialDay(trip.serviceDate));
  };

  /** A school of the directory (its name as the directory has it), or the name typed for one that is not a customer. */
  const schoolOf = async (school: { groupId: string | null; name: string }): Promise<{ groupId: number | null; name: string }> => {
    if (school.groupId === null) return { groupId: null, name: school.name };
    const group = await groups.find(Number(school.groupId));
    if (!group || group.kind !== 'school') throw new AppError('charterSchoolNotFound');
    return { groupId: group.id, name: group.name };
  };

  const ownOrFail = (row: StudentCharterRow | undefined, userId: number): StudentCharterRow => {
    if (!row || row.user_id !== userId) throw new AppError('charterNotFound');
    return row;
  };

  /** The request for an operator's decision, still waiting (charterAlreadyDecided otherwise). */
  const pendingForDecision = async (requestId: number, tx: DbOrTx): Promise<StudentCharterRow> => {
    const row = await charters.lock(requestId, tx);
    if (!row) throw new AppError('charterNotFound');
    if (row.status !== 'pending') throw new AppError('charterAlreadyDecided');
    return row;
  };

  const noticeOf = (row: StudentCharterRow) => {
    const view = toStudentCharter(row);
    return { productName: deps.sms.productName, phone: row.contact_phone, schoolName: row.school_name, serviceDate: view.serviceDate, departureTime: view.departureTime };
  };

  return {
    quote: async (trip: Trip): Promise<{ quote: CharterFee }> => ({ quote: await price(trip, now()) }),

    /**
     * A new request at the fee the rules give now; refused when that is not the fee the passenger was shown
     * (charterFeeChanged: the rules or the calendar changed meanwhile), or a sixth waiting (charterPendingLimit).
     */
    submit: async (userId: number, input: z.output<typeof StudentCharterBody>): Promise<{ charter: StudentCharter }> => {
      const at = now();
      const quote = await price(input, at);
      if (quote.totalCents !== input.expectedFeeCents) throw new AppError('charterFeeChanged');
      const school = await schoolOf(input.school);
      const row = await db.transaction().execute(async (tx) => {
        await accounts.lockUser(userId, tx);
        if ((await charters.countPending(userId, tx)) >= CHARTER_PENDING_LIMIT) throw new AppError('charterPendingLimit');
        return charters.insert(
          {
            userId,
            schoolGroupId: school.groupId,
            schoolName: school.name,
            contactName: input.contactName,
            contactPhone: input.contactPhone,
            departsAt: shanghaiInstant(input.serviceDate, minutesOf(input.departureTime)),
            returnsAt: input.returnTime === null ? null : shanghaiInstant(input.serviceDate, minutesOf(input.returnTime)),
            headcount: input.headcount,
            origin: input.origin,
            destination: input.destination,
            note: input.note,
            quote,
            at,
          },
          tx,
        );
      });
      return { charter: toStudentCharter(row) };
    },

    mine: async (userId: number): Promise<{ items: StudentCharter[] }> => ({ items: (await charters.ofUser(userId)).map(toStudentCharter) }),

    /** One of the passenger's own requests (anyone else's is not found). */
    detail: async (userId: number, requestId: number): Promise<{ charter: StudentCharter }> => ({
      charter: toStudentCharter(ownOrFail(await charters.find(requestId), userId)),
    }),

    /** The requester withdraws a request still waiting (charterNotPending once decided or cancelled). */
    cancel: async (userId: number, requestId: number): Promise<{ charter: StudentCharter }> => {
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        const current = ownOrFail(await charters.lock(requestId, tx), userId);
        if (current.status !== 'pending') throw new AppError('charterNotPending');
        return charters.end(current.id, { status: 'cancelled', reason: '', operatorId: null, at }, tx);
      });
      return { charter: toStudentCharter(row) };
    },

    /** The console's page of every request, pending first, then by the day they run. */
    page: async (input: { status?: CharterStatus; page: number; pageSize: number }) => {
      const { rows, total, pending } = await charters.page({ status: input.status, offset: (input.page - 1) * input.pageSize, limit: input.pageSize });
      return { items: rows.map(toStudentCharter), total, pending };
    },

    /**
     * Confirms a waiting request at a fee: the quote's total, or another with the reason the requester will
     * read (charterAdjustReasonMissing without one). The contact phone is texted after the commit.
     */
    confirm: async (operatorId: number, input: z.output<typeof ConfirmCharterBody>, onCommit: CharterCommitHook): Promise<{ charter: StudentCharter }> => {
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        const current = await pendingForDecision(Number(input.requestId), tx);
        const isAdjusted = input.feeCents !== current.fee_cents;
        if (isAdjusted && input.reason === '') throw new AppError('charterAdjustReasonMissing');
        const confirmed = await charters.confirm(current.id, { feeCents: input.feeCents, reason: isAdjusted ? input.reason : '', operatorId, at }, tx);
        await onCommit(tx, { before: toStudentCharter(current), after: toStudentCharter(confirmed) });
        return confirmed;
      });
      await notify(charterNotices.confirmed({ ...noticeOf(row), feeCents: input.feeCents }));
      return { charter: toStudentCharter(row) };
    },

    /** Declines a waiting request with the reason; the contact phone is texted after the commit. */
    decline: async (operatorId: number, input: { requestId: string; reason: string }, onCommit: CharterCommitHook): Promise<{ charter: StudentCharter }> => {
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        const current = await pendingForDecision(Number(input.requestId), tx);
        const declined = await charters.end(current.id, { status: 'declined', reason: input.reason, operatorId, at }, tx);
        await onCommit(tx, { before: toStudentCharter(current), after: toStudentCharter(declined) });
        return declined;
      });
      await notify(charterNotices.declined({ ...noticeOf(row), reason: input.reason }));
      return { charter: toStudentCharter(row) };
    },
  };
};

export type StudentChartersService = ReturnType<typeof createStudentChartersService>;
