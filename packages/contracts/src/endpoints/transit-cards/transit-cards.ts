import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { TRANSIT_CARD_SCHEMES } from '../../transit-card-rules';

/** Transit cards (交通卡, decision 053): city transit card numbers bound to the passenger's account. */
export const TransitCardScheme = z.enum(TRANSIT_CARD_SCHEMES, { error: '请选择交通卡类型' });

export const TransitCard = z.object({
  cardId: Id,
  scheme: TransitCardScheme,
  /** 深圳通, 交通联合, … */
  schemeLabel: z.string(),
  /** The number as stored: digits only (a Shenzhen Tong card without its derived check digit). */
  number: z.string(),
  /** As the card prints it: 684523981(4), or in groups of four. */
  displayNumber: z.string(),
  /** The last four digits, as a ticket shows them. */
  tail: z.string(),
  boundAt: z.string(),
});
export type TransitCard = z.infer<typeof TransitCard>;

export const TransitCardListData = z.object({ cards: z.array(TransitCard), limit: z.number().int() });
export type TransitCardListData = z.infer<typeof TransitCardListData>;

/** The passenger's bound cards, latest first. */
export const transitCardList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/user/transit-card/list',
  summary: "The passenger's bound transit cards, latest first",
  isPublic: false,
  needsClientHeaders: true,
  data: TransitCardListData,
});

export const BindTransitCardBody = z.object({
  scheme: TransitCardScheme,
  /** As typed: spaces, hyphens, full-width digits and a Shenzhen Tong card's bracketed check digit are read. */
  number: z.string({ error: '请输入交通卡号' }).trim().min(1, '请输入交通卡号').max(40, '交通卡号过长，请核对卡面号码'),
});
export type BindTransitCardBody = z.input<typeof BindTransitCardBody>;

/**
 * Binds a card. Refused: a number that is not the scheme's format (transitCardNumberInvalid) or whose
 * bracketed check digit does not match (transitCardCheckDigit), the same card again (transitCardDuplicate),
 * a sixth card (transitCardLimit).
 */
export const bindTransitCard = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/user/transit-card/bind',
  summary: 'Binds a city transit card number to the account, checked by its scheme',
  isPublic: false,
  needsClientHeaders: true,
  body: BindTransitCardBody,
  data: z.object({ card: TransitCard }),
});

export const UnbindTransitCardBody = z.object({ cardId: Id });
export type UnbindTransitCardBody = z.input<typeof UnbindTransitCardBody>;

/** Unbinds one of the passenger's cards; another account's card answers transitCardNotFound (1004). */
export const unbindTransitCard = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/user/transit-card/unbind',
  summary: "Unbinds one of the passenger's transit cards",
  isPublic: false,
  needsClientHeaders: true,
  body: UnbindTransitCardBody,
  data: z.object({ cardId: Id }),
});
