import { decideRideApplication, type OpsRideApplication } from '@udian/contracts/endpoints/ops/groups/applications';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { bodyOf } from '../../forms/contract-form';
import { placeIssues } from '../../forms/form-issues';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { ApplicationsTab } from './applications-tab';
import { RejectApplicationModal } from './reject-application-modal';
import { button, byLabel, cleanUp, fieldErrors, group, prepareDom, render, segment, settle, tableRows, type, until } from './test-support';

beforeAll(prepareDom);
beforeEach(() => {
  mocks.call.mockReset();
});
afterEach(cleanUp);

const application = (id: string, over: Partial<OpsRideApplication> = {}): OpsRideApplication => ({
  applicationId: id,
  userId: `9${id}`,
  phone: '139****0001',
  group: { groupId: group.groupId, name: group.name },
  line: { lineId: '41', lineCode: 'C401', lineName: '优点科技园区班车' },
  name: '李雷',
  employeeNo: 'UD0042',
  department: '研发部',
  note: '住在福田',
  status: 'pending',
  reason: '',
  createdAt: '2026-11-27T16:05:00.000Z',
  decidedAt: null,
  ...over,
});

const pending = application('31');
const rejected = application('30', { name: '韩梅梅', phone: '139****0002', employeeNo: '', department: '', note: '', status: 'rejected', reason: '非本单位员工', decidedAt: '2026-11-26T02:00:00.000Z' });

const listed = (items: OpsRideApplication[], pendingCount = 1) => ({ items, total: items.length, pending: pendingCount });
const calls = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path).map(([, options]) => options as { query?: Record<string, unknown>; body?: Record<string, unknown> });

describe('乘车申请: the list', { timeout: 20_000 }, () => {
  it('shows each application as the server orders it (pending first), in Shanghai time, with 通过 and 不通过 on the pending', async () => {
    mocks.call.mockResolvedValue(listed([pending, rejected]));
    await render(<ApplicationsTab group={group} />, 'groupAdmin');
    await until(() => tableRows().length === 2);
    const [first, second] = tableRows();
    expect(first).toEqual(['李雷', '139****0001', 'UD0042', '研发部', 'C401优点科技园区班车', '住在福田', '待审核', '2026-11-28 00:05', '—', '通过不通过']);
    expect(second?.slice(0, 4)).toEqual(['韩梅梅', '139****0002', '—', '—']);
    expect(second?.[6]).toBe('未通过');
    expect(second?.[8]).toBe('2026-11-26 10:00原因：非本单位员工');
    expect(second?.[9]).toBe('');
    expect(calls('/groups/applications')[0]?.query).toEqual({ groupId: '5', page: 1, pageSize: 20 });
  });

  it('asks the server for one status when filtered, from the first page', async () => {
    mocks.call.mockResolvedValue(listed([pending]));
    await render(<ApplicationsTab group={group} />, 'service');
    await until(() => tableRows().length === 1);
    await act(async () => segment('未通过')!.click());
    await until(() => calls('/groups/applications').length === 2);
    expect(calls('/groups/applications')[1]?.query).toEqual({ groupId: '5', status: 'rejected', page: 1, pageSize: 20 });
  });

  it('approves after a confirmation, and shows the server\u2019s refusal in its own words', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/groups/applications') return listed([pending]);
      throw new ApiError(3215, '该申请已处理，不能再修改');
    });
    await render(<ApplicationsTab group={group} />, 'admin');
    await until(() => tableRows().length === 1);
    await act(async () => button('通过').click());
    await until(() => document.querySelector('.ant-popconfirm') !== null);
    await act(async () => button('确认通过').click());
    await until(() => calls('/groups/applications/decide').length > 0);
    expect(calls('/groups/applications/decide')[0]?.body).toEqual({ applicationId: '31', isApproved: true });
    await until(() => (document.body.textContent ?? '').includes('该申请已处理，不能再修改'));
    expect(document.body.textContent).toContain('该申请已处理，不能再修改');
  });
});

describe('不通过: the reason', { timeout: 20_000 }, () => {
  it('is required by the contract, in Chinese, blank or spaces alike', () => {
    const body = bodyOf(decideRideApplication);
    const parsed = body.safeParse({ applicationId: '31', isApproved: false, reason: '   ' }, { reportInput: true });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(placeIssues(parsed.error.issues, [['reason']]).fields).toEqual([{ name: ['reason'], errors: ['不通过时请填写原因'] }]);
    expect(body.safeParse({ applicationId: '31', isApproved: true }).success).toBe(true);
  });

  it('is asked for before anything is sent, then sent with the application', async () => {
    mocks.call.mockResolvedValue({ application: { ...pending, status: 'rejected', reason: '非本单位员工' } });
    const onClose = vi.fn();
    await render(<RejectApplicationModal application={pending} onClose={onClose} />, 'groupAdmin');
    await settle();
    expect(document.body.textContent).toContain('李雷（139****0001）申请乘坐 C401 优点科技园区班车');

    await act(async () => button('不通过').click());
    await until(() => fieldErrors().length > 0);
    expect(fieldErrors()).toEqual(['不通过时请填写原因']);
    expect(mocks.call).not.toHaveBeenCalled();

    await type(byLabel('不通过原因'), '  非本单位员工 ');
    await act(async () => button('不通过').click());
    await until(() => onClose.mock.calls.length > 0);
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ body: { applicationId: '31', isApproved: false, reason: '非本单位员工' } });
  });

  it('shows the server\u2019s refusal in the modal and keeps it open', async () => {
    mocks.call.mockRejectedValue(new ApiError(4003, '无权限：当前单位不在您的管理范围内'));
    const onClose = vi.fn();
    await render(<RejectApplicationModal application={pending} onClose={onClose} />, 'groupAdmin');
    await settle();
    await type(byLabel('不通过原因'), '名额已满');
    await act(async () => button('不通过').click());
    await until(() => document.querySelector('.ant-alert-error') !== null);
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain('无权限：当前单位不在您的管理范围内');
    expect(onClose).not.toHaveBeenCalled();
  });
});
