import type { ShuttleRequestBody } from '@udian/contracts/endpoints/groups/company-lines';
import type { QuoteShuttleBody } from '@udian/contracts/endpoints/ops/groups/applications';
import type { ShuttleRequest, ShuttleRequestStatus } from '@udian/contracts/schemas/groups';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { addDays, shanghaiDate } from '../../../time/shanghai-time';
import type { GroupsAccountsPort, GroupsSmsPort } from '../groups.ports';
import { companyLineNotices, type NoticeSender } from './company-line-notices';
import { toShuttleRequest } from './company-line-views';
import { OPEN_STATUSES, type ShuttleRequestRow, type ShuttleRequestsRepository } from './shuttle-requests.repository';

/** A passenger has at most this many requests open (submitted or quoted) at once. */
export const SHUTTLE_OPEN_LIMIT = 5;
/** A shuttle starts within this many days of the request. */
const START_WITHIN_DAYS = 366;

/** Runs in an operator's write before it commits: the console's audit entry. */
export type ShuttleCommitHook = (tx: DbOrTx, change: { before: ShuttleRequest; after: ShuttleRequest }) => Promise<void>;

export type ShuttleRequestsDeps = {
  db: Db;
  requests: ShuttleRequestsRepository;
  accounts: Pick<GroupsAccountsPort, 'lockUser'>;
  sms: Pick<GroupsSmsPort, 'productName'>;
  /** Texts the contact phone after a quote or a close commits (a failure is logged and undoes nothing). */
  notify: NoticeSender;
  now?: () => Date;
};

/** Whether a quote valid until that Shanghai date has lapsed at `at` (it holds to the end of that day). */
export const isQuoteLapsed = (validUntil: string, at: Date): boolean => shanghaiDate(at) > validUntil;

/**
 * Shuttle requests (company-line-apply-enterprise, enterprise-custom-flow): a passenger asks for a shuttle
 * for their company (at most five open at once, counted under their lock); the operator quotes (again, while
 * quoted) or closes it with a reason, the contact phone texted each time; the requester accepts or declines a
 * quote while it holds (to the end of its valid_until, Asia/Shanghai). Each change takes the request's row
 * lock, so an answer and an operator's change take turns.
 */
export const createShuttleRequestsService = (deps: ShuttleRequestsDeps) => {
  const { db, requests, accounts, notify } = deps;
  const now = deps.now ?? (() => new Date());

  const ownOrFail = (row: ShuttleRequestRow | undefined, userId: number): ShuttleRequestRow => {
    if (!row || row.user_id !== userId) throw new AppError('shuttleRequestNotFound');
    return row;
  };

  const lockOrFail = async (requestId: number, tx: DbOrTx): Promise<ShuttleRequestRow> => {
    const row = await requests.lock(requestId, tx);
    if (!row) throw new AppError('shuttleRequestNotFound');
    return row;
  };

  /** The operator may quote or close only what is still open. */
  const checkOpen = (row: ShuttleRequestRow) => {
    if (!OPEN_STATUSES.includes(row.status)) throw new AppError('shuttleRequestClosed');
  };

  return {
    /**
     * A new request, in a city of the network, starting from today (Shanghai) to a year ahead. Refused: a
     * sixth open request (shuttleRequestLimit).
     */
    request: async (userId: number, input: z.output<typeof ShuttleRequestBody>): Promise<{ request: ShuttleRequest }> => {
      const at = now();
      const today = shanghaiDate(at);
      if (input.startDate < today) throw new AppError('invalidParams', '开始日期不能早于今天');
      if (input.startDate > addDays(today, START_WITHIN_DAYS)) throw new AppError('invalidParams', '开始日期不能晚于一年以后');
      if (!(await requests.isCity(input.cityId))) throw new AppError('invalidParams', '所选城市不存在，请重新选择');
      const row = await db.transaction().execute(async (tx) => {
        await accounts.lockUser(userId, tx);
        if ((await requests.countOpen(userId, tx)) >= SHUTTLE_OPEN_LIMIT) throw new AppError('shuttleRequestLimit');
        return requests.insert(
          {
            userId,
            companyName: input.companyName,
            contactName: input.contactName,
            contactPhone: input.contactPhone,
            cityId: input.cityId,
            headcount: input.headcount,
            sites: input.sites.map((site) => ({ name: site.name, lng: site.lng, lat: site.lat })),
            shifts: [...input.shifts].sort((a, b) => a.time.localeCompare(b.time)),
            weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b),
            startDate: input.startDate,
            note: input.note,
            at,
          },
          tx,
        );
      });
      return { request: toShuttleRequest(row) };
    },

    mine: async (userId: number): Promise<{ items: ShuttleRequest[] }> => ({ items: (await requests.ofUser(userId)).map(toShuttleRequest) }),

    /** One of the passenger's own requests (anyone else's is not found). */
    detail: async (userId: number, requestId: number): Promise<{ request: ShuttleRequest }> => ({
      request: toShuttleRequest(ownOrFail(await requests.find(requestId), userId)),
    }),

    /**
     * The requester accepts or declines the quote (the reason kept when declining). Refused: not quoted yet
     * (shuttleRequestNotQuoted), ended already (shuttleRequestClosed), the quote past its day
     * (shuttleQuoteLapsed).
     */
    respond: async (userId: number, input: { requestId: number; isAccepted: boolean; reason: string }): Promise<{ request: ShuttleRequest }> => {
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        const current = ownOrFail(await requests.lock(input.requestId, tx), userId);
        if (current.status === 'submitted') throw new AppError('shuttleRequestNotQuoted');
        if (current.status !== 'quoted') throw new AppError('shuttleRequestClosed');
        if (current.valid_until === null || isQuoteLapsed(current.valid_until, at)) throw new AppError('shuttleQuoteLapsed');
        return requests.end(current.id, { status: input.isAccepted ? 'accepted' : 'declined', reason: input.isAccepted ? '' : input.reason, at }, tx);
      });
      return { request: toShuttleRequest(row) };
    },

    /** The console's page of every request, those waiting for a quote first, newest first. */
    page: async (input: { status?: ShuttleRequestStatus; page: number; pageSize: number }) => {
      const { rows, total, waiting } = await requests.page({ status: input.status, offset: (input.page - 1) * input.pageSize, limit: input.pageSize });
      return { items: rows.map(toShuttleRequest), total, waiting };
    },

    /**
     * Quotes a submitted request, or quotes a quoted one again (the new quote replaces the old); valid for
     * `validDays` whole days after today (Shanghai). The contact phone is texted after the commit.
     */
    quote: async (operatorId: number, input: z.output<typeof QuoteShuttleBody>, onCommit: ShuttleCommitHook): Promise<{ request: ShuttleRequest }> => {
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        const current = await lockOrFail(Number(input.requestId), tx);
        checkOpen(current);
        const quoted = await requests.quote(
          current.id,
          {
            perRideCents: input.perRideCents,
            monthlyCents: input.monthlyCents,
            vehicles: input.vehicles,
            seatsPerVehicle: input.seatsPerVehicle,
            note: input.note,
            validUntil: addDays(shanghaiDate(at), input.validDays),
            quotedBy: operatorId,
            at,
          },
          tx,
        );
        await onCommit(tx, { before: toShuttleRequest(current), after: toShuttleRequest(quoted) });
        return quoted;
      });
      await notify(
        companyLineNotices.shuttleQuoted({
          productName: deps.sms.productName,
          phone: row.contact_phone,
          companyName: row.company_name,
          perRideCents: row.per_ride_cents ?? 0,
          monthlyCents: row.monthly_cents ?? 0,
          validUntil: row.valid_until ?? '',
        }),
      );
      return { request: toShuttleRequest(row) };
    },

    /** Closes a submitted or quoted request with the reason; the contact phone is texted after the commit. */
    close: async (input: { requestId: number; reason: string }, onCommit: ShuttleCommitHook): Promise<{ request: ShuttleRequest }> => {
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        const current = await lockOrFail(input.requestId, tx);
        checkOpen(current);
        const closed = await requests.end(current.id, { status: 'closed', reason: input.reason, at }, tx);
        await onCommit(tx, { before: toShuttleRequest(current), after: toShuttleRequest(closed) });
        return closed;
      });
      await notify(companyLineNotices.shuttleClosed({ productName: deps.sms.productName, phone: row.contact_phone, companyName: row.company_name, reason: row.reason }));
      return { request: toShuttleRequest(row) };
    },
  };
};

export type ShuttleRequestsService = ReturnType<typeof createShuttleRequestsService>;
