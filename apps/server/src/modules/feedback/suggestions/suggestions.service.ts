import type { SubmitSuggestionBody } from '@udian/contracts/endpoints/feedback/suggestions';
import { checkSuggestion, SUGGESTION_DAILY_LIMIT, type SuggestionCategory } from '@udian/contracts/feedback-rules';
import type { OpsSuggestion, Suggestion, SuggestionPhoto, SuggestionStatus } from '@udian/contracts/schemas/feedback';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { shanghaiDate, shanghaiInstant } from '../../../time/shanghai-time';
import { readSuggestionPhotos } from './suggestion-photos';
import type { SuggestionPhotoRow, SuggestionReplyRow, SuggestionRow, SuggestionsRepository } from './suggestions.repository';

/** Runs in an operator's write before it commits: the console's audit entry. */
export type SuggestionCommitHook = (tx: DbOrTx, change: { before: OpsSuggestion; after: OpsSuggestion }) => Promise<void>;

const toPhoto = (row: SuggestionPhotoRow): SuggestionPhoto => ({
  photoId: String(row.id),
  contentType: row.content_type as SuggestionPhoto['contentType'],
  byteSize: row.byte_size,
  orientation: row.orientation,
});

const toOpsView = (row: SuggestionRow, photos: SuggestionPhotoRow[], replies: SuggestionReplyRow[]): OpsSuggestion => ({
  suggestionId: String(row.id),
  category: row.category as SuggestionCategory,
  content: row.content,
  contactPhone: row.contact_phone,
  status: row.status,
  photos: photos.filter((p) => p.suggestion_id === row.id).map(toPhoto),
  replies: replies
    .filter((r) => r.suggestion_id === row.id)
    .map((r) => ({ replyId: String(r.id), text: r.text, at: r.created_at.toISOString(), operatorName: r.operator_name })),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  closedAt: row.closed_at?.toISOString() ?? null,
  passengerPhone: row.passenger_phone,
  assignee: row.assignee_id === null ? null : { operatorId: String(row.assignee_id), name: row.assignee_name ?? '' },
  closeNote: row.close_note,
});

/** The passenger's view: no operator names, no internal note, no assignee. */
const toPassengerView = ({ passengerPhone: _phone, assignee: _assignee, closeNote: _note, replies, ...view }: OpsSuggestion): Suggestion => ({
  ...view,
  replies: replies.map(({ operatorName: _name, ...reply }) => reply),
});

/**
 * 投诉建议 (decision 057): a passenger's complaint or suggestion, checked by feedback-rules.ts as the page checks
 * it, with up to three photos read by their bytes and stored without metadata (at most five a Shanghai day,
 * counted under the passenger's lock); their own list, detail and photos; and the console's queue, assignment,
 * replies and close, each under the row's lock with the caller's audit entry in the same transaction.
 */
export const createSuggestionsService = ({ db, suggestions, now = () => new Date() }: { db: Db; suggestions: SuggestionsRepository; now?: () => Date }) => {
  const views = async (rows: SuggestionRow[], tx: DbOrTx = db): Promise<OpsSuggestion[]> => {
    const ids = rows.map((row) => row.id);
    const [photos, replies] = await Promise.all([suggestions.photosOf(ids, tx), suggestions.repliesOf(ids, tx)]);
    return rows.map((row) => toOpsView(row, photos, replies));
  };

  const opsView = async (id: number, tx: DbOrTx = db): Promise<OpsSuggestion> => {
    const row = await suggestions.find(id, tx);
    if (!row) throw new AppError('suggestionNotFound');
    return (await views([row], tx))[0]!;
  };

  /** An operator's write on an open suggestion, under its row lock, audited by the hook before the commit. */
  const write = (id: number, change: (tx: DbOrTx, at: Date) => Promise<void>, audit: SuggestionCommitHook): Promise<{ suggestion: OpsSuggestion }> =>
    db.transaction().execute(async (tx) => {
      const locked = await suggestions.lock(id, tx);
      if (!locked) throw new AppError('suggestionNotFound');
      if (locked.status === 'closed') throw new AppError('suggestionClosed');
      const before = await opsView(id, tx);
      await change(tx, now());
      const after = await opsView(id, tx);
      await audit(tx, { before, after });
      return { suggestion: after };
    });

  return {
    submit: async (userId: number, body: z.output<typeof SubmitSuggestionBody>): Promise<{ suggestion: Suggestion }> => {
      const problems = checkSuggestion({
        category: body.category,
        content: body.content,
        contactPhone: body.contactPhone,
        // The photos are checked by their bytes below, each with its own failure.
        photos: [],
      });
      const first = Object.values(problems)[0];
      if (first) throw new AppError('suggestionInvalid', first);
      const photos = readSuggestionPhotos(body.photos);
      const at = now();
      const id = await db.transaction().execute(async (tx) => {
        await suggestions.lockPassenger(userId, tx);
        const today = shanghaiInstant(shanghaiDate(at), 0);
        if ((await suggestions.countSince(userId, today, tx)) >= SUGGESTION_DAILY_LIMIT) throw new AppError('suggestionDailyLimit');
        const phone = body.contactPhone.trim();
        return suggestions.insert({ userId, category: body.category, content: body.content.trim(), contactPhone: phone === '' ? null : phone, at, photos }, tx);
      });
      return { suggestion: toPassengerView(await opsView(id)) };
    },

    mine: async (userId: number): Promise<{ items: Suggestion[] }> => ({ items: (await views(await suggestions.ofPassenger(userId))).map(toPassengerView) }),

    detail: async (userId: number, id: number): Promise<{ suggestion: Suggestion }> => {
      const row = await suggestions.find(id);
      // Someone else's is answered as unknown: its existence is not the caller's to learn.
      if (!row || row.user_id !== userId) throw new AppError('suggestionNotFound');
      return { suggestion: toPassengerView((await views([row]))[0]!) };
    },

    /** A photo's bytes for its own passenger (userId), or for an operator (null). */
    photo: async (viewer: { userId: number } | null, photoId: number): Promise<{ contentType: string; data: Buffer }> => {
      const photo = await suggestions.photo(photoId);
      if (!photo || (viewer !== null && photo.user_id !== viewer.userId)) throw new AppError('suggestionPhotoNotFound');
      return { contentType: photo.content_type, data: Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength) };
    },

    queue: async (query: { status?: SuggestionStatus; category?: SuggestionCategory; assignee?: 'me'; page: number; pageSize: number }, operatorId: number) => {
      const { rows, total, open } = await suggestions.queue({
        status: query.status,
        category: query.category,
        assigneeId: query.assignee === 'me' ? operatorId : undefined,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { items: await views(rows), total, open };
    },

    opsDetail: async (id: number) => ({ suggestion: await opsView(id) }),

    assignees: async () => ({ items: (await suggestions.assignees()).map((o) => ({ operatorId: String(o.id), name: o.name, role: o.role })) }),

    assign: async (id: number, assigneeId: number, audit: SuggestionCommitHook) => {
      const assignee = (await suggestions.assignees()).find((o) => o.id === assigneeId);
      if (!assignee) throw new AppError('suggestionAssigneeInvalid');
      return write(id, (tx, at) => suggestions.assign(id, assigneeId, at, tx), audit);
    },

    reply: (id: number, operatorId: number, text: string, audit: SuggestionCommitHook) =>
      write(id, (tx, at) => suggestions.reply(id, { operatorId, text }, at, tx), audit),

    close: (id: number, note: string, audit: SuggestionCommitHook) => write(id, (tx, at) => suggestions.close(id, note, at, tx), audit),
  };
};

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
