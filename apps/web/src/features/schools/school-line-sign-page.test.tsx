import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  navigate: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));
vi.mock('../../platform/host-login/host-login', () => ({ requireLogin: async () => undefined }));

import type { GroupLine } from '@udian/contracts/schemas/groups';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { PICKER_MOTION_MS, settleWheel } from '../../test/picker';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { SchoolLineSignPage } from './school-line-sign-page';
import { schoolFixture, schoolLineDetailFixture, schoolLinesFixture, studentFixture } from './schools.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);

const type = (input: Element | null, value: string) => {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const field = (container: Element, label: string) => {
  const id = [...container.querySelectorAll('label')].find((element) => textOf(element).replace(/ ?\*$/, '') === label)?.getAttribute('for');
  return id ? container.querySelector(`[id="${id}"]`) : null;
};
/** The error shown under a field: the alert right after its row. */
const errorOf = (container: Element, label: string) => {
  const next = field(container, label)?.closest('div')?.nextElementSibling;
  return next?.getAttribute('role') === 'alert' ? textOf(next) : '';
};
const submit = (container: Element) => act(async () => buttonNamed(container, '提交报名')?.click());
const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement | null | undefined)?.click());
/** Opens a field's picker once the one closed before it has left the page (it is destroyed on close). */
const openPicker = async (container: Element, label: string): Promise<Element> => {
  await waitFor(() => expect(document.querySelector('.adm-picker')).toBeNull(), PICKER_MOTION_MS);
  await click(field(container, label));
  await waitFor(() => expect(document.querySelector('.adm-picker .adm-picker-view-column-item')).not.toBeNull(), PICKER_MOTION_MS);
  return document.querySelector('.adm-picker')!;
};
const buttonOf = (picker: Element, name: string) => [...picker.querySelectorAll('.adm-picker-header-button')].find((button) => textOf(button) === name);
/** The stops a stop field's picker offers: opened, read, closed again. */
const options = async (container: Element, label: string): Promise<string[]> => {
  const picker = await openPicker(container, label);
  expect(textOf(picker)).toContain(`选择${label}`);
  const names = [...picker.querySelectorAll('.adm-picker-view-column-item')].map(textOf);
  await click(buttonOf(picker, '取消'));
  return names;
};
/** Chooses a stop on its field's picker, as a passenger taps it. */
const choose = async (container: Element, label: string, name: string) => {
  const picker = await openPicker(container, label);
  const item = [...picker.querySelectorAll('.adm-picker-view-column-item')].find((candidate) => textOf(candidate) === name);
  await click(item);
  // The wheel turns to the tapped stop before 确定 takes it (a busy machine may take a while).
  await waitFor(() => expect(item?.getAttribute('aria-label')).toBe('已选'), PICKER_MOTION_MS);
  await settleWheel();
  await click(buttonOf(picker, '确定'));
  await waitFor(() => expect(textOf(field(container, label))).toBe(name), PICKER_MOTION_MS);
};

type Server = { lines?: GroupLine[]; register?: (body: Record<string, unknown>) => unknown; school?: () => unknown };

const serve = ({ lines = schoolLinesFixture(), register = () => refused(1, ''), school = () => ok({ group: schoolFixture(), membership: null }) }: Server) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { body?: Record<string, unknown> }) => {
    switch (endpoint.path) {
      case '/group/detail':
        return school();
      case '/group/lines':
        return ok({ isMember: false, items: lines });
      case '/line/detail/query':
        return ok(schoolLineDetailFixture());
      case '/school/student/register':
        return register(input.body ?? {});
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

describe('school-line-sign page', () => {
  let rendered: Rendered | undefined;

  const render = (search = '?groupId=31') => {
    window.history.replaceState(null, '', `/h5/activities/school-line-sign.html${search}`);
    rendered = renderWithQuery(<SchoolLineSignPage />);
    return rendered.container;
  };
  const open = async (): Promise<Element> => {
    const container = render();
    await waitFor(() => expect(field(container, '上车站点')).not.toBeNull());
    return container;
  };

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.navigate.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    registerNavigator(mocks.navigate);
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it("shows each field's error on it, then registers with the right body and goes to 校车", async () => {
    serve({ register: (body) => ok({ student: studentFixture({ status: 'pending', name: String(body.name) }) }) });
    const container = await open();
    expect(textOf(container.querySelector('[data-testid="school-name"]'))).toBe('深圳实验小学');
    // The school's only line is chosen already; the phone is the account's.
    expect(container.querySelector('[role="radio"]')?.getAttribute('aria-checked')).toBe('true');
    expect((field(container, '家长手机') as HTMLInputElement).value).toBe('13800000000');
    // Only stops one may board at, and alight at after the boarding stop.
    expect(textOf(field(container, '上车站点'))).toBe('请选择');
    expect(await options(container, '上车站点')).toEqual(['科技园站', '深大站']);
    expect(await options(container, '下车站点')).toEqual(['深大站', '实验小学']);

    type(field(container, '学生姓名'), '张');
    type(field(container, '学号'), '20 24');
    type(field(container, '家长手机'), '1380000');
    await submit(container);
    expect(errorOf(container, '上车站点')).toBe('请选择上车站点');
    expect(errorOf(container, '下车站点')).toBe('请选择下车站点');
    expect(errorOf(container, '学生姓名')).toBe('学生姓名至少 2 个字');
    expect(errorOf(container, '班级')).toBe('请填写班级');
    expect(errorOf(container, '学号')).toBe('学号为 4–20 位字母或数字');
    expect(errorOf(container, '家长手机')).toBe('请输入正确的 11 位手机号码');
    expect(callsTo('/school/student/register')).toHaveLength(0);

    await choose(container, '上车站点', '深大站');
    expect(await options(container, '下车站点')).toEqual(['实验小学']);
    await choose(container, '下车站点', '实验小学');
    type(field(container, '学生姓名'), ' 张小明 ');
    type(field(container, '班级'), '三年级二班');
    type(field(container, '学号'), 'ab-2024');
    type(field(container, '家长手机'), '13900000000');
    expect(errorOf(container, '学生姓名')).toBe('');
    await submit(container);
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('报名已提交，请等待学校审核'));
    expect(callsTo('/school/student/register')[0]?.[1]).toEqual({
      body: { groupId: '31', lineId: '501', name: '张小明', className: '三年级二班', studentNo: 'AB-2024', guardianPhone: '13900000000', boardSeq: 2, alightSeq: 3 },
    });
    expect(mocks.navigate).toHaveBeenCalledWith('/udianbus/app/restudy.html', { isReplace: true });
  });

  it('says so when the registration matched the school\'s student list and is approved at once', async () => {
    serve({ register: (body) => ok({ student: studentFixture({ status: 'approved', name: String(body.name) }) }) });
    const container = await open();
    await choose(container, '上车站点', '科技园站');
    await choose(container, '下车站点', '实验小学');
    type(field(container, '学生姓名'), '张小明');
    type(field(container, '班级'), '三年级二班');
    type(field(container, '学号'), '2024031501');
    await submit(container);
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('报名成功，与学校名单一致，已通过审核'));
    expect(mocks.navigate).toHaveBeenCalledWith('/udianbus/app/restudy.html', { isReplace: true });
  });

  it('puts a student number already registered on its field, and other refusals above the button', async () => {
    let answer = refused(3222, '该学号已登记，如有疑问请联系学校');
    serve({ register: () => answer });
    const container = await open();
    await choose(container, '上车站点', '科技园站');
    await choose(container, '下车站点', '实验小学');
    type(field(container, '学生姓名'), '张小明');
    type(field(container, '班级'), '三年级二班');
    type(field(container, '学号'), '2024031501');
    await submit(container);
    await waitFor(() => expect(errorOf(container, '学号')).toBe('该学号已登记，如有疑问请联系学校'));
    expect(mocks.navigate).not.toHaveBeenCalled();

    answer = refused(3228, '每位家长最多登记 10 名学生');
    await submit(container);
    await waitFor(() => expect(textOf(container.querySelector('form > [role="alert"]'))).toBe('每位家长最多登记 10 名学生'));
    expect(buttonNamed(container, '提交报名')?.disabled).toBe(false);
  });

  it('asks the passenger to choose a line when the school has several, and resets the stops on a change', async () => {
    const [first] = schoolLinesFixture();
    serve({ lines: [first!, { ...first!, line: { ...first!.line, lineId: '502', lineCode: 'S502', lineName: '实验小学 晚班' } }] });
    const container = render();
    await waitFor(() => expect(container.querySelectorAll('[role="radio"]')).toHaveLength(2));
    expect(field(container, '上车站点')).toBeNull();
    await submit(container);
    expect(textOf(container.querySelector('[role="radiogroup"] + [role="alert"]'))).toBe('请选择校车线路');
    act(() => (container.querySelectorAll('[role="radio"]')[1] as HTMLElement).click());
    await waitFor(() => expect(field(container, '上车站点')).not.toBeNull());
    expect(callsTo('/line/detail/query')[0]?.[1]).toEqual({ query: { lineId: '502' } });
  });

  it('without a school, links to finding one', () => {
    serve({});
    const container = render('');
    expect(container.textContent).toContain('请先选择学校');
    expect([...container.querySelectorAll('a')].find((a) => textOf(a) === '选择学校')?.getAttribute('href')).toBe('/udianbus/app/restudy/enterprise-search.html');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('says when the school is unknown, is not a school, or has no lines', async () => {
    serve({ school: () => refused(3201, '单位不存在') });
    let container = render();
    await waitFor(() => expect(container.textContent).toContain('学校不存在'));
    expect(container.textContent).toContain('单位不存在');
    rendered!.unmount();

    serve({ school: () => ok({ group: schoolFixture({ kind: 'enterprise' }), membership: null }) });
    container = render();
    await waitFor(() => expect(container.textContent).toContain('该单位不是学校'));
    rendered!.unmount();

    serve({ lines: [] });
    container = render();
    await waitFor(() => expect(container.textContent).toContain('深圳实验小学暂无运营中的校车线路'));
    expect(buttonNamed(container, '提交报名')).toBeUndefined();
  });

  it('asks a visitor to log in', () => {
    clearLoginInfo();
    serve({});
    const container = render();
    expect(container.textContent).toContain('请先登录');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
