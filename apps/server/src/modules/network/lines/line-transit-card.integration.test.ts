import type { Ticket } from '@udian/contracts/schemas/tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, m101Choice, mustBuy } from '../../../test/buying-helpers';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';

/** 刷卡乘车 (decision 053): the operator sets it per line; the line's tickets say so; the audit log keeps it. */

let b: BuyingApp;
let admin: OperatorClient;
let dispatcher: OperatorClient;
let service: OperatorClient;
beforeAll(async () => {
  b = await createBuyingApp();
  admin = await operatorAs(b.t.app, b.t.database.db, 'admin');
  dispatcher = await operatorAs(b.t.app, b.t.database.db, 'dispatcher');
  service = await operatorAs(b.t.app, b.t.database.db, 'service');
});
afterAll(async () => b.t.close());

const setCard = (who: OperatorClient, body: Record<string, unknown>) => opsCall(b.t.app, 'POST', '/network/line/transit-card', { headers: who.writeHeaders, body });

describe('a line that takes a transit card swipe', () => {
  it('is set by a dispatcher, shown in the line detail and on the passenger’s ticket, and audited', async () => {
    const lineId = String(b.network.lines.m101);
    const buyer = await b.buyer('13800005311', 1);
    const order = await mustBuy(b, buyer, await m101Choice(b, [5]));
    await buyingServices(b).markPaid(order.orderNo);
    const ticketId = (order.tickets[0] as { ticketId: string }).ticketId;
    const ticket = async () => (await b.call<Ticket>('GET', '/ticket/query', { headers: buyer.headers, query: { ticketId } })).data!;
    expect((await ticket()).acceptsTransitCard).toBe(false);

    const set = await setCard(dispatcher, { lineId, acceptsTransitCard: true });
    expect(set).toMatchObject({ meta: { code: 1 }, data: { lineId, acceptsTransitCard: true } });
    expect((await ticket()).acceptsTransitCard).toBe(true);
    const detail = await opsCall(b.t.app, 'GET', '/network/line', { headers: admin.readHeaders, query: { id: lineId } });
    expect(detail.data.line.acceptsTransitCard).toBe(true);

    const audit = await opsCall(b.t.app, 'GET', '/audit', { headers: admin.readHeaders, query: { action: 'line.transitCard' } });
    expect(audit.data.items[0]).toMatchObject({
      operatorUsername: 'test-dispatcher',
      actionLabel: '设置线路是否可刷交通卡',
      targetId: lineId,
      summary: 'M101 福田—南山通勤快线 设为可刷交通卡乘车',
      before: { acceptsTransitCard: false },
      after: { acceptsTransitCard: true },
    });

    expect((await setCard(admin, { lineId, acceptsTransitCard: false })).data).toEqual({ lineId, acceptsTransitCard: false });
    expect((await ticket()).acceptsTransitCard).toBe(false);
  });

  it('refuses a role without the right, an unknown line and a missing choice, in Chinese', async () => {
    const lineId = String(b.network.lines.m101);
    expect((await setCard(service, { lineId, acceptsTransitCard: true })).meta.code).toBe(4003);
    expect((await setCard(admin, { lineId: '999999', acceptsTransitCard: true })).meta).toMatchObject({ code: 1004, desc: '线路不存在' });
    const missing = await setCard(admin, { lineId });
    expect(missing.meta.code).toBe(1001);
    expect(missing.meta.desc).toContain('请选择是否可刷交通卡');
  });
});
