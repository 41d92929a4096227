import type { BindTransitCardBody, TransitCard, TransitCardListData } from '@udian/contracts/endpoints/transit-cards/transit-cards';
import {
  checkTransitCardNumber,
  formatTransitCardNumber,
  TRANSIT_CARD_LIMIT,
  transitCardMessages,
  transitCardSchemes,
  transitCardTail,
} from '@udian/contracts/transit-card-rules';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { UserRepository } from '../user/user.repository';
import type { TransitCardRow, TransitCardsRepository } from './transit-cards.repository';

export const toTransitCard = (row: TransitCardRow): TransitCard => ({
  cardId: String(row.id),
  scheme: row.scheme,
  schemeLabel: transitCardSchemes[row.scheme].label,
  number: row.number,
  displayNumber: formatTransitCardNumber(row.scheme, row.number),
  tail: transitCardTail(row.number),
  boundAt: row.created_at.toISOString(),
});

/**
 * A passenger's transit cards (decision 053): bound by number, checked by the scheme's rule (the format, and
 * a Shenzhen Tong card's bracketed check digit when typed), at most TRANSIT_CARD_LIMIT, the same card once.
 * The limit and the duplicate are judged under the user's row lock, so two binds at once cannot pass both.
 * A card is shown on the passenger's tickets of lines whose driver takes a swipe; nothing else is done with it.
 */
export const createTransitCardsService = ({ db, users, cards }: { db: Db; users: UserRepository; cards: TransitCardsRepository }) => ({
  list: async (userId: string): Promise<TransitCardListData> => ({
    cards: (await cards.listByUser(Number(userId))).map(toTransitCard),
    limit: TRANSIT_CARD_LIMIT,
  }),

  bind: async (userId: string, input: z.output<typeof BindTransitCardBody>): Promise<{ card: TransitCard }> => {
    const check = checkTransitCardNumber(input.scheme, input.number);
    if (!check.ok) {
      const message = transitCardMessages[check.problem];
      throw new AppError(check.problem === 'shenzhenTongCheckDigit' ? 'transitCardCheckDigit' : 'transitCardNumberInvalid', message);
    }
    const owner = Number(userId);
    const row = await db.transaction().execute(async (tx) => {
      await users.lockForUpdate(owner, tx);
      if (await cards.isBound(owner, input.scheme, check.number, tx)) throw new AppError('transitCardDuplicate');
      if ((await cards.countByUser(owner, tx)) >= TRANSIT_CARD_LIMIT) throw new AppError('transitCardLimit');
      return cards.insert(owner, { scheme: input.scheme, number: check.number }, tx);
    });
    return { card: toTransitCard(row) };
  },

  unbind: async (userId: string, cardId: string): Promise<{ cardId: string }> => {
    if (!(await cards.delete(Number(userId), Number(cardId)))) throw new AppError('transitCardNotFound');
    return { cardId };
  },
});

export type TransitCardsService = ReturnType<typeof createTransitCardsService>;
