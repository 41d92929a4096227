import { computeCharterFee } from '@udian/contracts/charter-fees';
import type { OperatorRole } from '@udian/contracts/operator-roles';
import type { StudentCharter } from '@udian/contracts/schemas/charters';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { button, buttons, byLabel, cleanUp, fieldErrors, operatorOf, prepareDom, renderAs, segment, settle, tableRows, type, until } from '../../test/dom-support';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import ChartersPage from './charters-page';

beforeAll(prepareDom);
afterEach(cleanUp);

const quote = computeCharterFee({
  origin: { lng: 114.05, lat: 22.55 },
  destination: { lng: 114.05, lat: 22.64 },
  departureMinutes: 8 * 60 + 30,
  returnMinutes: 15 * 60,
  headcount: 45,
  dayKind: 'weekend',
  dayName: '周六',
});

const pending: StudentCharter = {
  requestId: '31',
  school: { groupId: '5', name: '深圳市福田区实验小学' },
  contactName: '李老师',
  contactPhone: '13912345678',
  serviceDate: '2031-03-08',
  departureTime: '08:30',
  returnTime: '15:00',
  headcount: 45,
  origin: { name: '福田实验小学', lng: 114.05, lat: 22.55 },
  destination: { name: '深圳博物馆', lng: 114.05, lat: 22.64 },
  note: '三年级春游',
  quote,
  status: 'pending',
  feeCents: quote.totalCents,
  adjustment: null,
  declineReason: '',
  decidedAt: null,
  createdAt: '2031-03-01T02:00:00.000Z',
  updatedAt: '2031-03-01T02:00:00.000Z',
};

let answers: Record<string, () => unknown>;
beforeEach(() => {
  mocks.call.mockReset();
  answers = { '/student-charters': () => ({ items: [pending], total: 1, pending: 1 }) };
  mocks.call.mockImplementation(async (endpoint: { path: string }) => {
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected ${endpoint.path}`);
    return answer();
  });
});

const open = async (role: OperatorRole = 'admin') => {
  await renderAs(<ChartersPage />, operatorOf(role));
  await until(() => tableRows().length === 1);
};
const calls = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path).map(([, options]) => options as { query?: Record<string, unknown>; body?: Record<string, unknown> });
const drawer = () => document.querySelector('.ant-drawer-open .ant-drawer-section');
const openRow = async () => {
  const row = document.querySelector<HTMLElement>('tbody tr.ant-table-row')!;
  await act(async () => row.click());
  await until(() => (drawer()?.textContent ?? '').includes('费用明细'));
};

describe('学生包车: the list', { timeout: 20_000 }, () => {
  it('starts on the waiting requests, with the trip, the vehicles and the fee in yuan', async () => {
    await open('dispatcher');
    expect(calls('/student-charters')[0]?.query).toEqual({ status: 'pending', page: 1, pageSize: 20 });
    expect(tableRows()[0]).toEqual([
      '深圳市福田区实验小学',
      '2031-03-0808:30 出发，15:00 返程',
      '福田实验小学 → 深圳博物馆',
      '45 人',
      '45 座大巴 × 1 辆',
      '¥1298.00',
      '李老师13912345678',
      '待确认',
      '2031-03-01 10:00',
      '详情',
    ]);
    await act(async () => segment('全部')!.click());
    await until(() => calls('/student-charters').length === 2);
    expect(calls('/student-charters')[1]?.query).toEqual({ page: 1, pageSize: 20 });
  });
});

describe('学生包车: a request', { timeout: 20_000 }, () => {
  it('shows the rules’ breakdown line by line', async () => {
    await open('service');
    await openRow();
    expect(tableRows(drawer()!)).toEqual([
      ['基础车费', '45 座大巴 × 1 辆，每辆 ¥1000.00，含 30 公里', '¥1000.00'],
      ['等候费', '去返程间隔超出 4 小时，计 3 小时 × ¥60.00/小时 × 1 辆', '¥180.00'],
      ['周末附加费', '周六，以上合计 ¥1180.00 × 10%', '¥118.00'],
    ]);
    expect(drawer()?.querySelector('.ant-table-summary')?.textContent).toBe('按规则计算¥1298.00');
    expect(drawer()?.textContent).toContain('2031-03-08（周末 · 周六）');
  });

  it('is confirmed at the rules’ fee as it stands, in cents', async () => {
    answers['/student-charters/confirm'] = () => ({ charter: { ...pending, status: 'confirmed', decidedAt: '2031-03-02T02:00:00.000Z', updatedAt: '2031-03-02T02:00:00.000Z' } });
    await open('admin');
    await openRow();
    await act(async () => button('确认包车').click());
    await until(() => document.querySelector('.ant-modal') !== null);
    expect(byLabel<HTMLInputElement>('确认费用（元）').value).toBe('1298.00');
    expect(document.querySelector('.ant-modal')?.textContent).toContain('按收费标准确认，无需填写原因');
    await act(async () => buttons('确认包车').at(-1)!.click());
    await until(() => calls('/student-charters/confirm').length > 0);
    expect(calls('/student-charters/confirm')[0]?.body).toEqual({ requestId: '31', feeCents: 129_800, reason: '' });
    await until(() => (drawer()?.textContent ?? '').includes('已确认，费用 ¥1298.00'));
    await settle();
    expect(buttons('婉拒')).toHaveLength(0);
  });

  it('asks for a reason when the fee is changed, and shows the server’s refusal in its words', async () => {
    answers['/student-charters/confirm'] = () => {
      throw new ApiError(4640, '调整费用时请填写调整原因');
    };
    await open('admin');
    await openRow();
    await act(async () => button('确认包车').click());
    await until(() => document.querySelector('.ant-modal') !== null);
    await type(byLabel('确认费用（元）'), '1200');
    await until(() => (document.querySelector('.ant-modal')?.textContent ?? '').includes('较规则费用减少 ¥98.00，请填写调整原因'));
    await act(async () => buttons('确认包车').at(-1)!.click());
    await until(() => document.querySelector('.ant-modal .ant-alert-error') !== null);
    expect(calls('/student-charters/confirm')[0]?.body).toEqual({ requestId: '31', feeCents: 120_000, reason: '' });
    expect(document.querySelector('.ant-modal .ant-alert-error')?.textContent).toContain('调整费用时请填写调整原因');
  });

  it('is declined only with a reason', async () => {
    answers['/student-charters/decline'] = () => ({ charter: { ...pending, status: 'declined', declineReason: '当天车辆已排满', decidedAt: '2031-03-02T02:00:00.000Z', updatedAt: '2031-03-02T02:00:00.000Z' } });
    await open('dispatcher');
    await openRow();
    await act(async () => button('婉拒').click());
    await until(() => document.querySelector('.ant-modal') !== null);
    await act(async () => button('确认婉拒').click());
    await until(() => fieldErrors().length > 0);
    expect(fieldErrors()).toEqual(['请填写婉拒原因（至少 2 个字）']);
    await type(byLabel('婉拒原因'), '当天车辆已排满');
    await act(async () => button('确认婉拒').click());
    await until(() => calls('/student-charters/decline').length > 0);
    expect(calls('/student-charters/decline')[0]?.body).toEqual({ requestId: '31', reason: '当天车辆已排满' });
    await until(() => (drawer()?.textContent ?? '').includes('原因：当天车辆已排满'));
  });
});
