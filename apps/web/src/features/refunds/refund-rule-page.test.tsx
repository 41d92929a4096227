import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { RefundRulePage } from './refund-rule-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

const tableRows = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="refund-rule-table"] tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => textOf(cell)),
  );

describe('refund-rule page', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    mocks.call.mockReset();
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it("shows the line's tiers as a table, and the rule's sentences", async () => {
    mocks.call.mockResolvedValue(
      ok({
        lineId: '101',
        tiers: [
          { minMinutesBefore: 1440, feePercent: 0 },
          { minMinutesBefore: 120, feePercent: 10 },
          { minMinutesBefore: 0, feePercent: 20 },
        ],
        textLines: ['发车前 24 小时及以上退票，免收手续费', '发车后不可退票'],
      }),
    );
    window.history.replaceState(null, '', '/udianbus/app/refund-rule.html?lineId=101');
    rendered = renderWithQuery(<RefundRulePage />);
    await waitFor(() => expect(tableRows(rendered!.container)).toHaveLength(4));
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/ticket/refundRule/query' }), { query: { lineId: '101' } }, expect.anything());
    expect(tableRows(rendered.container)).toEqual([
      ['发车前 24 小时及以上', '免费退票'],
      ['发车前 2–24 小时', '收取 10% 手续费'],
      ['发车前 2 小时内', '收取 20% 手续费'],
      ['发车后', '不可退票'],
    ]);
    expect(textOf(rendered.container.querySelector('ol'))).toBe('发车前 24 小时及以上退票，免收手续费发车后不可退票');
    expect(rendered.container.querySelector('nav a')?.getAttribute('href')).toBe('/udianbus/refund-notice.html');
  });

  it('asks for the default rule without a line, and writes whatever tiers it has', async () => {
    mocks.call.mockResolvedValue(ok({ lineId: null, tiers: [{ minMinutesBefore: 60, feePercent: 5 }], textLines: [] }));
    window.history.replaceState(null, '', '/udianbus/app/refund-rule.html');
    rendered = renderWithQuery(<RefundRulePage />);
    await waitFor(() => expect(tableRows(rendered!.container)).toHaveLength(3));
    expect(mocks.call).toHaveBeenCalledWith(expect.anything(), { query: {} }, expect.anything());
    expect(tableRows(rendered.container)).toEqual([
      ['发车前 1 小时及以上', '收取 5% 手续费'],
      ['发车前 1 小时内', '不可退票'],
      ['发车后', '不可退票'],
    ]);
  });
});
