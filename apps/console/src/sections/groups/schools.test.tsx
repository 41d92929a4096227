import { decideStudent, SaveTermBody, type OpsStudent } from '@udian/contracts/endpoints/ops/groups/schools';
import type { OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import type { SchoolTerm } from '@udian/contracts/schemas/schools';
import dayjs from 'dayjs';
import { act, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { bodyOf } from '../../forms/contract-form';
import { placeIssues } from '../../forms/form-issues';
import { operatorOf, renderAs } from '../../test/dom-support';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { GroupFormDrawer } from './group-form-drawer';
import GroupsPage from './groups-page';
import { RejectStudentModal } from './reject-student-modal';
import { StudentsTab } from './students-tab';
import { TermFormModal } from './term-form-modal';
import { termDays, termPhase, toSaveTermInput } from './term-input';
import { TermsTab } from './terms-tab';
import { button, buttons, byLabel, cleanUp, fieldErrors, prepareDom, segment, settle, tableRows, type, until } from './test-support';

beforeAll(prepareDom);
beforeEach(() => {
  mocks.call.mockReset();
});
afterEach(() => {
  cleanUp();
  window.history.replaceState(null, '', '/');
});

const school: OpsGroup = {
  groupId: '8',
  kind: 'school',
  name: '科技园小学',
  shortName: '科小',
  initials: 'KJYXX',
  cityId: 440300,
  emailDomains: [],
  inviteCode: null,
  contactName: '陈老师',
  contactPhone: '13800138001',
  staffCount: 0,
  memberCount: 0,
  lineCount: 2,
  createdAt: '2026-08-01T02:00:00.000Z',
};

/** A 单位管理员 of the school. */
const render = (node: ReactNode, role: Parameters<typeof operatorOf>[0] = 'groupAdmin') => renderAs(node, operatorOf(role, { groupId: school.groupId, name: school.name }));

const student = (id: string, over: Partial<OpsStudent> = {}): OpsStudent => ({
  studentId: id,
  group: { groupId: school.groupId, name: school.name },
  line: { lineId: '51', lineCode: 'S501', lineName: '科技园小学 1 号线' },
  name: '张小明',
  className: '三年级二班',
  studentNo: '20240101',
  guardianPhone: '139****0001',
  board: { seq: 2, name: '科技园站' },
  alight: { seq: 5, name: '科技园小学' },
  status: 'pending',
  reason: '',
  createdAt: '2026-08-20T01:30:00.000Z',
  decidedAt: null,
  guardianUserId: '901',
  hasTermPass: false,
  ...over,
});

const pending = student('71');
const approved = student('70', { name: '李小红', studentNo: '20240102', status: 'approved', decidedAt: '2026-08-19T02:00:00.000Z', hasTermPass: true });

const term: SchoolTerm = { termId: '3', groupId: school.groupId, name: '2026 年秋季学期', startsOn: '2026-09-01', endsOn: '2027-01-15', closedDays: ['2026-10-20'] };

const calls = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path).map(([, options]) => options as { query?: Record<string, unknown>; body?: Record<string, unknown> });
const text = () => document.body.textContent ?? '';

describe('学生: the list and its decisions', { timeout: 20_000 }, () => {
  it('shows the pending students first with every column, and asks for the pending by default', async () => {
    mocks.call.mockResolvedValue({ items: [pending, approved], total: 2, pending: 1 });
    await render(<StudentsTab group={school} />);
    await until(() => tableRows().length === 2);
    const [first, second] = tableRows();
    expect(first).toEqual(['张小明', '三年级二班', '20240101', 'S501科技园小学 1 号线', '科技园站 — 科技园小学', '139****0001', '待学校审核', '2026-08-20 09:30', '未购', '通过不通过']);
    expect(second?.[6]).toBe('已通过');
    expect(second?.[8]).toBe('已购');
    expect(second?.[9]).toBe('');
    expect(calls('/groups/students')[0]?.query).toEqual({ groupId: '8', status: 'pending', page: 1, pageSize: 20 });

    await act(async () => segment('全部')!.click());
    await until(() => calls('/groups/students').length === 2);
    expect(calls('/groups/students')[1]?.query).toEqual({ groupId: '8', page: 1, pageSize: 20 });
  });

  it('approves with the right body after a confirmation, then asks for the list again', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/groups/students') return { items: [pending], total: 1, pending: 1 };
      return { student: { ...pending, status: 'approved' } };
    });
    await render(<StudentsTab group={school} />, 'service');
    await until(() => tableRows().length === 1);
    await act(async () => button('通过').click());
    await until(() => document.querySelector('.ant-popconfirm') !== null);
    await act(async () => button('确认通过').click());
    await until(() => calls('/groups/students/decide').length > 0);
    expect(calls('/groups/students/decide')[0]?.body).toEqual({ studentId: '71', isApproved: true });
    await until(() => calls('/groups/students').length === 2);
    expect(calls('/groups/students')).toHaveLength(2);
    expect(text()).toContain('已通过 张小明 的登记');
  });

  it('shows the server\u2019s refusal of a decision in its own words', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/groups/students') return { items: [pending], total: 1, pending: 1 };
      throw new ApiError(3223, '该登记已处理，不能再修改');
    });
    await render(<StudentsTab group={school} />);
    await until(() => tableRows().length === 1);
    await act(async () => button('通过').click());
    await until(() => document.querySelector('.ant-popconfirm') !== null);
    await act(async () => button('确认通过').click());
    await until(() => text().includes('该登记已处理，不能再修改'));
    expect(text()).toContain('该登记已处理，不能再修改');
  });
});

describe('学生: 不通过 needs a reason', { timeout: 20_000 }, () => {
  it('is the contract\u2019s rule, in Chinese', () => {
    const body = bodyOf(decideStudent);
    const parsed = body.safeParse({ studentId: '71', isApproved: false, reason: '  ' }, { reportInput: true });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(placeIssues(parsed.error.issues, [['reason']]).fields).toEqual([{ name: ['reason'], errors: ['不通过时请填写原因'] }]);
  });

  it('is asked for on the field before anything is sent, then sent with the student', async () => {
    mocks.call.mockResolvedValue({ student: { ...pending, status: 'rejected', reason: '学号与姓名不符' } });
    const onClose = vi.fn();
    await render(<RejectStudentModal student={pending} onClose={onClose} />);
    await settle();
    expect(text()).toContain('张小明（三年级二班，学号 20240101）登记乘坐 S501 科技园小学 1 号线');

    await act(async () => button('不通过').click());
    await until(() => fieldErrors().length > 0);
    expect(fieldErrors()).toEqual(['不通过时请填写原因']);
    expect(mocks.call).not.toHaveBeenCalled();

    await type(byLabel('不通过原因'), ' 学号与姓名不符 ');
    await act(async () => button('不通过').click());
    await until(() => onClose.mock.calls.length > 0);
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ body: { studentId: '71', isApproved: false, reason: '学号与姓名不符' } });
  });

  it('shows the server\u2019s refusal in the modal and keeps it open', async () => {
    mocks.call.mockRejectedValue(new ApiError(4003, '无权限：只能管理本单位的数据'));
    const onClose = vi.fn();
    await render(<RejectStudentModal student={pending} onClose={onClose} />);
    await settle();
    await type(byLabel('不通过原因'), '名额已满');
    await act(async () => button('不通过').click());
    await until(() => document.querySelector('.ant-alert-error') !== null);
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain('无权限：只能管理本单位的数据');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('学期: the list and the form', { timeout: 20_000 }, () => {
  it('lists the terms with their days, closed days and phase', async () => {
    mocks.call.mockResolvedValue({ items: [term] });
    await render(<TermsTab group={school} />);
    await until(() => tableRows().length === 1);
    const [row] = tableRows();
    expect(row?.slice(0, 5)).toEqual(['2026 年秋季学期', '2026-09-01', '2027-01-15', '137', '2026-10-20']);
    expect(row?.[6]).toBe('编辑');
    expect(buttons('新增学期')).toHaveLength(1);
    expect(calls('/groups/terms')[0]?.query).toEqual({ groupId: '8' });
  });

  it('turns the pickers\u2019 days into the contract\u2019s service dates', () => {
    const input = toSaveTermInput('8', undefined, { name: '2027 年春季学期', startsOn: dayjs('2027-02-20'), endsOn: dayjs('2027-07-05'), closedDays: [dayjs('2027-04-30'), dayjs('2027-03-12'), dayjs('2027-03-12')] });
    expect(input).toEqual({ groupId: '8', name: '2027 年春季学期', startsOn: '2027-02-20', endsOn: '2027-07-05', closedDays: ['2027-04-30', '2027-03-12', '2027-03-12'] });
    // The contract sorts and dedupes the closed days.
    expect(SaveTermBody.parse(input).closedDays).toEqual(['2027-03-12', '2027-04-30']);
    expect(toSaveTermInput('8', '3', { name: 'x' })).toMatchObject({ termId: '3', closedDays: [] });
    expect(termDays('2026-09-01', '2026-09-01')).toBe(1);
    expect(termPhase(term, '2026-08-31')).toBe('upcoming');
    expect(termPhase(term, '2027-01-15')).toBe('current');
    expect(termPhase(term, '2027-01-16')).toBe('ended');
  });

  it('sends a changed term with the right body', async () => {
    mocks.call.mockResolvedValue({ term: { ...term, name: '2026 年秋季学期（调整）' } });
    const onClose = vi.fn();
    await render(<TermFormModal group={school} isOpen term={term} onClose={onClose} />);
    await settle();
    await type(byLabel('学期名称'), '2026 年秋季学期（调整）');
    await act(async () => button('保存').click());
    await until(() => onClose.mock.calls.length > 0);
    expect(calls('/groups/terms/save')[0]?.body).toEqual({ groupId: '8', termId: '3', name: '2026 年秋季学期（调整）', startsOn: '2026-09-01', endsOn: '2027-01-15', closedDays: ['2026-10-20'] });
  });

  it('shows the contract\u2019s field errors on their fields and sends nothing', async () => {
    const onClose = vi.fn();
    await render(<TermFormModal group={school} isOpen term={{ ...term, closedDays: ['2027-02-01'] }} onClose={onClose} />);
    await settle();
    await type(byLabel('学期名称'), '秋');
    await act(async () => button('保存').click());
    await until(() => fieldErrors().length >= 2);
    expect(fieldErrors()).toEqual(['学期名称至少 2 个字', '停课日须在学期之内']);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('asks for the dates of a new term', async () => {
    await render(<TermFormModal group={school} isOpen term={null} onClose={vi.fn()} />);
    await settle();
    await type(byLabel('学期名称'), '2027 年春季学期');
    await act(async () => button('新增').click());
    await until(() => fieldErrors().length >= 2);
    expect(fieldErrors()).toEqual(['此项必填', '此项必填']);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('shows the server\u2019s refusal (overlapping terms) on the dates and above the form, and stays open', async () => {
    mocks.call.mockRejectedValue(new ApiError(4568, '学期日期与本校其他学期重叠，请调整'));
    const onClose = vi.fn();
    await render(<TermFormModal group={school} isOpen term={term} onClose={onClose} />);
    await settle();
    await act(async () => button('保存').click());
    await until(() => document.querySelector('.ant-alert-error') !== null);
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain('学期日期与本校其他学期重叠，请调整');
    await until(() => fieldErrors().length > 0);
    expect(fieldErrors()).toEqual(['学期日期与本校其他学期重叠，请调整']);
    expect(onClose).not.toHaveBeenCalled();
  });
});

const tabs = () => [...document.querySelectorAll('.ant-tabs-tab')].map((tab) => tab.textContent);

describe('a school\u2019s page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/groups') return { items: [school] };
      if (endpoint.path === '/groups/students') return { items: [pending], total: 1, pending: 3 };
      if (endpoint.path === '/groups/terms') return { items: [term] };
      if (endpoint.path === '/groups/roster') return { items: [], total: 42 };
      if (endpoint.path === '/groups/lines') return { items: [] };
      if (endpoint.path === '/demand/od-campaigns') return { campaigns: [], cities: [{ id: 440300, name: '深圳市' }] };
      throw new Error(`unexpected ${endpoint.path}`);
    });
  });

  it('lands the school\u2019s 单位管理员 on its students, with 学期 and 线路 and no enterprise tabs', async () => {
    window.history.replaceState(null, '', '/ops/groups');
    await render(<GroupsPage />);
    await until(() => tabs().length > 0);
    expect(window.location.pathname).toBe('/ops/groups/8');
    await until(() => tabs().includes('学生3'));
    await until(() => tabs().includes('学生名单（42）'));
    expect(tabs()).toEqual(['学生3', '学生名单（42）', '学期', '线路（2）', '对账单']);
    await until(() => tableRows().length === 1);
    expect(tableRows()[0]?.[0]).toBe('张小明');
    // A school has no staff list, e-mail domains or invite code.
    expect(text()).not.toContain('邮箱域名');
    expect(text()).not.toContain('邀请码');
    expect(mocks.call.mock.calls.map(([endpoint]) => (endpoint as { path: string }).path)).not.toContain('/groups/applications');
  });

  it('opens 学期 by its tab', async () => {
    window.history.replaceState(null, '', '/ops/groups/8?tab=terms');
    await render(<GroupsPage />, 'admin');
    await until(() => tableRows().length === 1);
    expect(tableRows()[0]?.[0]).toBe('2026 年秋季学期');
    expect(buttons('新增学期')).toHaveLength(1);
  });

  it('shows 财务 only the lines and the statement of a school', async () => {
    window.history.replaceState(null, '', '/ops/groups/8?tab=lines');
    await render(<GroupsPage />, 'finance');
    await until(() => tabs().length > 0);
    expect(tabs()).toEqual(['线路（2）', '对账单']);
    expect(calls('/groups/students')).toHaveLength(0);
    expect(calls('/groups/roster')).toHaveLength(0);
  });
});

describe('新建单位: a school', { timeout: 20_000 }, () => {
  it('lets the admin choose 学校, leaves the enterprise fields out and sends the kind', async () => {
    mocks.call.mockResolvedValue({ group: school });
    const onClose = vi.fn();
    await render(<GroupFormDrawer isOpen group={null} kind="enterprise" cities={[{ id: 440300, name: '深圳市' }]} cityName={() => '深圳市'} onClose={onClose} />, 'admin');
    await settle();
    expect(text()).toContain('邮箱域名');
    const schoolChoice = [...document.querySelectorAll<HTMLInputElement>('.ant-radio-button-input')].find((input) => input.parentElement?.parentElement?.textContent === '学校');
    await act(async () => schoolChoice!.click());
    await until(() => !text().includes('邮箱域名'));
    expect(text()).not.toContain('发放邀请码');
    await type(byLabel('学校名称'), '科技园小学');
    await act(async () => button('新建').click());
    await until(() => onClose.mock.calls.length > 0);
    expect(calls('/groups/create')[0]?.body).toEqual({ kind: 'school', name: '科技园小学', shortName: '', cityId: 440300, emailDomains: [], hasInviteCode: false, contactName: '', contactPhone: '' });
  });
});
