import { errorCatalogue } from '@udian/contracts/meta-codes';
import { sql } from 'kysely';
import { transitCardMessages } from '@udian/contracts/transit-card-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserRepository } from '../user/user.repository';
import { createTransitCardsRepository, type TransitCardsRepository } from './transit-cards.repository';
import { createTransitCardsService } from './transit-cards.service';

const API = '/ydbus-api-v2';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Envelope = { data: Record<string, unknown> & { cards?: Array<Record<string, unknown>>; card?: Record<string, unknown> }; meta: { code: number; desc: string } };

const call = async (headers: Record<string, string>, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>): Promise<Envelope> => {
  const response = await t.app.inject({ method, url: `${API}${path}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const bind = (headers: Record<string, string>, scheme: string, number: string) => call(headers, 'POST', '/user/transit-card/bind', { scheme, number });

/** A valid 19-digit T-Union number per index (the format is all that is checked). */
const tUnion = (i: number) => `310444010000000${String(1000 + i)}`;

describe('transit cards', () => {
  it('binds a 深圳通 card typed with its check digit, lists it as printed, and unbinds it', async () => {
    const { headers } = await t.loginAs('13700005301');
    const bound = await bind(headers, 'shenzhenTong', '684 523 981（4）');
    expect(bound.meta.code).toBe(1);
    expect(bound.data.card).toEqual({
      cardId: expect.stringMatching(/^\d+$/),
      scheme: 'shenzhenTong',
      schemeLabel: '深圳通',
      number: '684523981',
      displayNumber: '684523981(4)',
      tail: '3981',
      boundAt: expect.any(String),
    });
    const union = await bind(headers, 'tUnion', '3104 4401 0000 0001 234');
    expect(union.data.card).toMatchObject({ schemeLabel: '交通联合', displayNumber: '3104 4401 0000 0001 234', tail: '1234' });

    const list = await call(headers, 'GET', '/user/transit-card/list');
    expect(list.data).toEqual({ cards: [union.data.card, bound.data.card], limit: 5 });

    const cardId = String(bound.data.card?.cardId);
    expect((await call(headers, 'POST', '/user/transit-card/unbind', { cardId })).data).toEqual({ cardId });
    expect((await call(headers, 'GET', '/user/transit-card/list')).data.cards).toEqual([union.data.card]);
    const again = await call(headers, 'POST', '/user/transit-card/unbind', { cardId });
    expect(again.meta).toEqual({ code: 1004, desc: errorCatalogue.transitCardNotFound.desc, timestamp: expect.any(Number) });
  });

  it('refuses a wrong check digit and a wrong format, each with its own code and Chinese text', async () => {
    const { headers } = await t.loginAs('13700005302');
    const wrongDigit = await bind(headers, 'shenzhenTong', '684523981(5)');
    expect(wrongDigit.meta).toMatchObject({ code: errorCatalogue.transitCardCheckDigit.code, desc: transitCardMessages.shenzhenTongCheckDigit });
    const short = await bind(headers, 'tUnion', '310444010000000123');
    expect(short.meta).toMatchObject({ code: errorCatalogue.transitCardNumberInvalid.code, desc: transitCardMessages.tUnionLength });
    const letters = await bind(headers, 'lingnanTong', '1234abcd5678');
    expect(letters.meta).toMatchObject({ code: errorCatalogue.transitCardNumberInvalid.code, desc: transitCardMessages.notDigits });
    const scheme = await bind(headers, 'octopus', '12345678');
    expect(scheme.meta).toMatchObject({ code: errorCatalogue.invalidParams.code });
    expect(scheme.meta.desc).toContain('请选择交通卡类型');
    const empty = await bind(headers, 'other', '  ');
    expect(empty.meta).toMatchObject({ code: errorCatalogue.invalidParams.code });
    expect(empty.meta.desc).toContain('请输入交通卡号');
    expect((await call(headers, 'GET', '/user/transit-card/list')).data.cards).toEqual([]);
  });

  it('refuses the same card twice, however it is typed, but lets another account bind it', async () => {
    const { headers } = await t.loginAs('13700005303');
    expect((await bind(headers, 'shenzhenTong', '684523981')).meta.code).toBe(1);
    const twice = await bind(headers, 'shenzhenTong', '６８４５２３９８１(4)');
    expect(twice.meta).toMatchObject({ code: errorCatalogue.transitCardDuplicate.code, desc: '这张交通卡已绑定，无需重复绑定' });
    // The same digits as another scheme are another card.
    expect((await bind(headers, 'other', '684523981')).meta.code).toBe(1);
    const other = await t.loginAs('13700005304');
    expect((await bind(other.headers, 'shenzhenTong', '684523981')).meta.code).toBe(1);
  });

  it('allows five cards and refuses the sixth until one is unbound', async () => {
    const { headers } = await t.loginAs('13700005305');
    for (let i = 0; i < 5; i += 1) expect((await bind(headers, 'tUnion', tUnion(i))).meta.code).toBe(1);
    const sixth = await bind(headers, 'tUnion', tUnion(5));
    expect(sixth.meta).toMatchObject({ code: errorCatalogue.transitCardLimit.code, desc: '最多绑定 5 张交通卡，请先解绑不用的卡' });
    const first = (await call(headers, 'GET', '/user/transit-card/list')).data.cards?.at(-1);
    await call(headers, 'POST', '/user/transit-card/unbind', { cardId: first?.cardId });
    expect((await bind(headers, 'tUnion', tUnion(5))).meta.code).toBe(1);
  });

  it('keeps the limit and the duplicate rule when binds arrive at once', async () => {
    const { headers } = await t.loginAs('13700005306');
    const distinct = await Promise.all(Array.from({ length: 8 }, (_, i) => bind(headers, 'tUnion', tUnion(i))));
    expect(distinct.filter((answer) => answer.meta.code === 1)).toHaveLength(5);
    expect(distinct.filter((answer) => answer.meta.code === errorCatalogue.transitCardLimit.code)).toHaveLength(3);

    const { headers: second } = await t.loginAs('13700005307');
    const same = await Promise.all(Array.from({ length: 4 }, () => bind(second, 'lingnanTong', '8800112233')));
    expect(same.filter((answer) => answer.meta.code === 1)).toHaveLength(1);
    expect(same.filter((answer) => answer.meta.code === errorCatalogue.transitCardDuplicate.code)).toHaveLength(3);
    expect((await call(second, 'GET', '/user/transit-card/list')).data.cards).toHaveLength(1);
  });

  it('answers only the session’s own cards and refuses a visitor', async () => {
    const { headers } = await t.loginAs('13700005308');
    const mine = await bind(headers, 'other', '20261128');
    const { headers: stranger } = await t.loginAs('13700005309');
    expect((await call(stranger, 'GET', '/user/transit-card/list')).data.cards).toEqual([]);
    const taken = await call(stranger, 'POST', '/user/transit-card/unbind', { cardId: mine.data.card?.cardId });
    expect(taken.meta.code).toBe(1004);
    expect((await call(headers, 'GET', '/user/transit-card/list')).data.cards).toHaveLength(1);
    const { token: _token, userId: _userId, ...visitor } = headers;
    const anonymous = await call(visitor, 'GET', '/user/transit-card/list');
    expect(anonymous.meta.code).toBe(errorCatalogue.tokenInvalid.code);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the limit under concurrency (PostgreSQL)', () => {
  /** The pause a busy server would add between counting a passenger's cards and inserting one. */
  const pausingCount = (cards: TransitCardsRepository): TransitCardsRepository => ({
    ...cards,
    countByUser: async (userId, tx) => {
      const count = await cards.countByUser(userId, tx);
      await sql`SELECT pg_sleep(0.1)`.execute(tx ?? t.database.db);
      return count;
    },
  });
  const eightAtOnce = async (service: ReturnType<typeof createTransitCardsService>, userId: string) => {
    await Promise.allSettled(Array.from({ length: 8 }, (_, i) => service.bind(userId, { scheme: 'tUnion', number: tUnion(i) })));
    return (await createTransitCardsRepository(t.database.db).listByUser(Number(userId))).length;
  };

  it('keeps five with the user’s row lock, even with a pause between the count and the insert', async () => {
    const { db } = t.database;
    const { userId } = await t.loginAs('13700005310');
    const guarded = createTransitCardsService({ db, users: createUserRepository(db), cards: pausingCount(createTransitCardsRepository(db)) });
    expect(await eightAtOnce(guarded, userId)).toBe(5);
  });

  it('goes past five without it: the control that shows what the lock is for', async () => {
    const { db } = t.database;
    const { userId } = await t.loginAs('13700005311');
    const unguarded = createTransitCardsService({
      db,
      users: { ...createUserRepository(db), lockForUpdate: async () => {} },
      cards: pausingCount(createTransitCardsRepository(db)),
    });
    expect(await eightAtOnce(unguarded, userId)).toBeGreaterThan(5);
  });
});
