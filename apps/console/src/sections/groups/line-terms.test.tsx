import { SetLineGroupBody, type OpsGroupLine } from '@udian/contracts/endpoints/ops/groups/groups';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { placeIssues } from '../../forms/form-issues';
import { isAboveFare, toLineTermsInput } from './line-terms-input';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { LineTermsModal } from './line-terms-modal';
import { button, byLabel, cleanUp, fieldErrors, group, prepareDom, render, settle, type, until } from './test-support';

beforeAll(prepareDom);
beforeEach(() => {
  mocks.call.mockReset();
});
afterEach(cleanUp);

/** The field messages the contract gives for the form's values, as useContractForm places them. */
const messagesOf = (values: Parameters<typeof toLineTermsInput>[1]) => {
  const parsed = SetLineGroupBody.safeParse(toLineTermsInput('5', { lineId: '12', ...values }), { reportInput: true });
  return parsed.success ? parsed.data : placeIssues(parsed.error.issues, [['lineId'], ['payer'], ['memberPriceCents']]).fields;
};

describe('the member price in yuan', () => {
  it('is sent in cents when the group pays, 0 meaning free', () => {
    expect(messagesOf({ payer: 'group', memberPriceCents: '2.50' })).toEqual({ lineId: '12', groupId: '5', payer: 'group', memberPriceCents: 250 });
    expect(messagesOf({ payer: 'group', memberPriceCents: '0' })).toMatchObject({ memberPriceCents: 0 });
  });

  it('is not asked when the passenger pays (sent as 0 whatever was typed)', () => {
    expect(messagesOf({ payer: 'passenger', memberPriceCents: '5' })).toMatchObject({ payer: 'passenger', memberPriceCents: 0 });
  });

  it('is refused in the contract\u2019s Chinese when empty, finer than a cent or above 1000 yuan; an empty box is never taken for free', () => {
    expect(messagesOf({ payer: 'group', memberPriceCents: undefined })).toEqual([{ name: ['memberPriceCents'], errors: ['请填写员工票价'] }]);
    expect(messagesOf({ payer: 'group', memberPriceCents: '1.234' })).toEqual([{ name: ['memberPriceCents'], errors: ['票价须为整数（分）'] }]);
    expect(messagesOf({ payer: 'group', memberPriceCents: '1000.01' })).toEqual([{ name: ['memberPriceCents'], errors: ['票价不能超过 1000 元'] }]);
  });

  it('may not be above the line\u2019s fare', () => {
    expect(isAboveFare(801, 800)).toBe(true);
    expect(isAboveFare(800, 800)).toBe(false);
    expect(isAboveFare(undefined, 800)).toBe(false);
    expect(isAboveFare(900, undefined)).toBe(false);
  });
});

const kept: OpsGroupLine = {
  line: {
    lineId: '12',
    lineCode: 'E101',
    lineName: '优点科技专线',
    type: 'enterprise',
    cityId: 440300,
    startStationName: '福田站',
    endStationName: '科技园南区',
    firstDepartureTime: '07:30',
    priceCents: 800,
    durationMinutes: 40,
    isWhiteList: true,
  },
  payer: 'group',
  memberPriceCents: 0,
};


describe('the line terms form', { timeout: 20_000 }, () => {
  it('checks the price against the fare, then sends it in cents', async () => {
    mocks.call.mockResolvedValue({ lineId: '12', groupId: '5' });
    const onClose = vi.fn();
    await render(<LineTermsModal group={group} editing={kept} isOpen kept={[kept]} onClose={onClose} />);
    await settle();
    expect(byLabel<HTMLInputElement>('员工票价（元）').value).toBe('0');
    expect(document.body.textContent).toContain('线路票价 ¥8.00');

    await type(byLabel('员工票价（元）'), '9');
    await act(async () => button('保存').click());
    await until(() => fieldErrors().length > 0);
    expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('员工票价不能高于线路票价');
    await type(byLabel('员工票价（元）'), '2.555');
    await act(async () => button('保存').click());
    // The earlier message may still be leaving (antd animates it out).
    await until(() => fieldErrors().includes('请输入金额，最多两位小数'));
    expect(fieldErrors()).toContain('请输入金额，最多两位小数');
    expect(mocks.call).not.toHaveBeenCalled();

    await type(byLabel('员工票价（元）'), '2.5');
    await act(async () => button('保存').click());
    await until(() => onClose.mock.calls.length > 0);
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ body: { lineId: '12', groupId: '5', payer: 'group', memberPriceCents: 250 } });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server\u2019s refusal above the form and on the price', async () => {
    mocks.call.mockRejectedValue(new ApiError(4565, '员工票价不能高于线路票价'));
    await render(<LineTermsModal group={group} editing={{ ...kept, memberPriceCents: 100 }} isOpen kept={[kept]} onClose={() => undefined} />);
    await settle();
    await act(async () => button('保存').click());
    await until(() => fieldErrors().length > 0);
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain('员工票价不能高于线路票价');
    expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('员工票价不能高于线路票价');
  });
});
