import type { OpsAssemble } from '@udian/contracts/endpoints/ops/demand/assemble';
import type { DemandCluster } from '@udian/contracts/endpoints/ops/demand/demand';
import type { OperatorRole } from '@udian/contracts/operator-roles';
import type { Operator } from '@udian/contracts/schemas/operators';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { OperatorContext } from '../../app/operator-context';
import type { AssembleSuggestion } from './assemble-input';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { AssembleDetailDrawer } from './assemble-detail-drawer';
import { AssembleProposalDrawer } from './assemble-proposal-drawer';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // antd's TextArea and Select measure themselves; jsdom has no ResizeObserver nor media queries.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});

const cluster: DemandCluster = {
  key: '101',
  demandIds: ['101', '102', '103'],
  demands: 3,
  people: 4,
  from: { name: '福田中心区', lng: 114.0556, lat: 22.5218 },
  to: { name: '科技园南区', lng: 113.9465, lat: 22.5301 },
  timeKind: 'arrive',
  windowStart: '08:00',
  windowEnd: '08:50',
  weekdays: [1, 2, 3, 4, 5],
  statuses: ['evaluating'],
  members: [],
};

const suggestion: AssembleSuggestion = {
  cityId: 440300,
  from: cluster.from,
  to: cluster.to,
  fromStations: [{ id: '11', name: '福田站', lng: 114.0561, lat: 22.5221, distanceM: 320 }],
  toStations: [],
  departureTime: '07:40',
  runMinutes: 38,
  weekdays: [1, 2, 3, 4, 5],
  people: 4,
};

const assemble: OpsAssemble = {
  kind: 'line',
  id: '7',
  lineId: '70',
  code: 'DZ101',
  name: '福田中心区—科技园南区',
  cityId: 440300,
  status: 'gathering',
  stops: [
    { seq: 1, stationId: '11', name: '福田站', lng: 114.0561, lat: 22.5221, time: '07:40', canBoard: true, canAlight: false },
    { seq: 2, stationId: '31', name: '科技园南区', lng: 113.9465, lat: 22.5301, time: '08:18', canBoard: false, canAlight: true },
  ],
  departureTime: '07:40',
  priceCents: 850,
  periodKind: 'workWeek',
  periodDates: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'],
  periodCents: 4250,
  weekdays: [1, 2, 3, 4, 5],
  followsCnWorkdays: true,
  firstDay: '2026-11-30',
  target: 4,
  committed: 1,
  seats: 40,
  seatsLeft: 38,
  deadline: '2026-11-27T12:00:00.000Z',
  shareCode: 'AbCdE12345',
  endedAt: null,
  demandIds: ['101', '102', '103'],
  pending: 1,
  notifiedAt: null,
  closeReason: '',
  createdAt: '2026-11-20T02:00:00.000Z',
};

const commitments = [
  { orderNo: 'UD20261120000000011234', phone: '139****0001', riders: 1, payableCents: 4250, state: 'paid', createdAt: '2026-11-20T03:00:00.000Z' },
  { orderNo: 'UD20261120000000021234', phone: '139****0002', riders: 1, payableCents: 4250, state: 'pending', createdAt: '2026-11-20T04:00:00.000Z' },
] as const;

const operator = (role: OperatorRole): Operator => ({
  id: '1',
  username: role,
  displayName: role,
  role,
  group: null,
  mustChangePassword: false,
  isTotpOn: false,
  isDisabled: false,
  lockedUntil: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

let root: Root | undefined;
let host: HTMLElement | undefined;
beforeEach(() => {
  mocks.call.mockReset();
});
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  document.body.innerHTML = '';
});

const render = async (node: React.ReactNode, role: OperatorRole = 'dispatcher') => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root!.render(
      <QueryClientProvider client={client}>
        <OperatorContext value={operator(role)}>
          <App>{node}</App>
        </OperatorContext>
      </QueryClientProvider>,
    ),
  );
};

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 30))));

const buttons = (name: string) => [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const button = (name: string) => buttons(name)[0]!;

const type = async (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  await act(async () => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const byLabel = <T extends HTMLElement>(text: string): T => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent === text);
  const id = label?.getAttribute('for');
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error(`no input labelled ${text}`);
  return element as T;
};

const calls = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);

describe('the proposal drawer', { timeout: 20_000 }, () => {
  it('starts from the suggestion, shows the stops with their times, and sends the proposal in cents with Shanghai\u2019s offset', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/assemble/suggest') return suggestion;
      if (endpoint.path === '/assemble/create') return { assemble };
      throw new Error(`unexpected ${endpoint.path}`);
    });
    const onCreated = vi.fn();
    await render(<AssembleProposalDrawer cluster={cluster} cities={[{ id: 440300, name: '深圳' }]} onClose={() => undefined} onCreated={onCreated} />);
    await settle();
    expect(calls('/assemble/suggest')[0]?.[1]).toMatchObject({ query: { demandIds: '101,102,103' } });
    expect(byLabel<HTMLInputElement>('线路名称').value).toBe('福田中心区—科技园南区');
    expect(byLabel<HTMLInputElement>('新建下车站名称').value).toBe('科技园南区');
    const text = document.body.textContent ?? '';
    expect(text).toContain('福田站（320 米）');
    expect(text).toContain('07:40上车福田站');
    expect(text).toContain('08:18下车科技园南区（新建）');

    await act(async () => button('确认发起').click());
    await settle();
    // Nothing typed yet: the code and the price are asked for, and nothing is sent.
    expect(document.body.textContent?.match(/此项必填/g)).toHaveLength(2);
    expect(calls('/assemble/create')).toHaveLength(0);
    await type(byLabel('线路编号'), 'DZ 101');
    await act(async () => button('确认发起').click());
    await settle();
    expect(document.body.textContent).toContain('线路编号为 1–16 位字母、数字或短横线');

    await type(byLabel('线路编号'), 'DZ101');
    await type(byLabel('票价（元）'), '8.5');
    await act(async () => button('确认发起').click());
    await settle();
    const body = (calls('/assemble/create')[0]?.[1] as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({
      demandIds: ['101', '102', '103'],
      cityId: 440300,
      code: 'DZ101',
      priceCents: 850,
      seats: 40,
      target: 4,
      departureTime: '07:40',
      periodKind: 'workWeek',
      followsCnWorkdays: true,
      stops: [
        { stationId: '11', minutesFromStart: 0, canBoard: true, canAlight: false },
        { name: '科技园南区', lng: 113.9465, lat: 22.5301, minutesFromStart: 38, canBoard: false, canAlight: true },
      ],
    });
    expect(body.deadline).toMatch(/^\d{4}-\d{2}-\d{2}T20:00:00\+08:00$/);
    expect(onCreated).toHaveBeenCalledWith(assemble);
  });

  it('shows the server\u2019s refusal above the form and on its field', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/assemble/suggest') return suggestion;
      if (endpoint.path === '/assemble/create') throw new ApiError(4557, '线路编号已被使用，请换一个');
      throw new Error(`unexpected ${endpoint.path}`);
    });
    const onCreated = vi.fn();
    await render(<AssembleProposalDrawer cluster={cluster} cities={[]} onClose={() => undefined} onCreated={onCreated} />);
    await settle();
    await type(byLabel('线路编号'), 'DZ101');
    await type(byLabel('票价（元）'), '8');
    await act(async () => button('确认发起').click());
    await settle();
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain('线路编号已被使用，请换一个');
    expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('线路编号已被使用，请换一个');
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe('the crowdfund detail', { timeout: 20_000 }, () => {
  const answer = async (endpoint: { path: string }) => {
    if (endpoint.path === '/assemble/detail') return { assemble, commitments };
    if (endpoint.path === '/assemble/close') return { assemble: { ...assemble, status: 'closed' }, told: 3 };
    throw new Error(`unexpected ${endpoint.path}`);
  };

  it('shows the crowdfund, its stops and commitments, and 客服 cannot act on it', async () => {
    mocks.call.mockImplementation(answer);
    await render(<AssembleDetailDrawer id="7" onClose={() => undefined} />, 'service');
    await settle();
    const text = document.body.textContent ?? '';
    expect(text).toContain('众筹详情 DZ101 福田中心区—科技园南区');
    expect(text).toContain('1 / 4 人');
    expect(text).toContain('首 5 个工作日（5 天）');
    expect(text).toContain('42.50 元');
    expect(text).toContain('139****0002');
    expect(text).toContain('待支付');
    expect(text).toContain('3 条');
    expect(buttons('提前关闭')).toHaveLength(0);
    expect(buttons('延长截止')).toHaveLength(0);
    expect(buttons('通知需求用户')).toHaveLength(0);
  });

  it('closes early with a reason after the warning, and says how many were told', async () => {
    mocks.call.mockImplementation(answer);
    await render(<AssembleDetailDrawer id="7" onClose={() => undefined} />, 'dispatcher');
    await settle();
    expect(buttons('延长截止')).toHaveLength(1);
    expect(buttons('通知需求用户')).toHaveLength(1);
    await act(async () => button('提前关闭').click());
    await settle();
    expect(document.body.textContent).toContain('所有已支付的款项将全额退回，并短信通知乘客');
    await type(byLabel<HTMLTextAreaElement>('关闭原因'), '车');
    await act(async () => button('确认关闭').click());
    await settle();
    expect(document.body.textContent).toContain('关闭原因至少 2 个字');
    expect(calls('/assemble/close')).toHaveLength(0);

    await type(byLabel<HTMLTextAreaElement>('关闭原因'), '车辆调配不开');
    await act(async () => button('确认关闭').click());
    await settle();
    expect(calls('/assemble/close')[0]?.[1]).toEqual({ body: { id: '7', reason: '车辆调配不开' } });
    expect(document.body.textContent).toContain('已关闭众筹「福田中心区—科技园南区」，已通知 3 人');
  });
});
