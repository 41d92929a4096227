import { AfterSalesRefundBody } from '@udian/contracts/endpoints/ops/orders/after-sales-refund';
import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../forms/form-issues';
import { toRefundBodyInput } from './refund-form-input';

const order = { orderNo: 'UD20261127000000011234', refundableCents: 1600 };
// As useContractForm parses: with the input on each issue, which tells an untouched field (此项必填) apart.
const parse = (values: Record<string, unknown>) => AfterSalesRefundBody.safeParse(toRefundBodyInput(values, order), { reportInput: true });
const messageOn = (values: Record<string, unknown>, field: string) => {
  const result = parse(values);
  expect(result.success).toBe(false);
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  return issue && issueMessage(issue);
};

describe('the 售后退款 form as the contract body', () => {
  it('sends yuan as exact cents with the order and the refundable amount shown', () => {
    expect(parse({ amountCents: '12.34', reason: '晚点补偿' }).data).toEqual({
      orderNo: order.orderNo,
      amountCents: 1234,
      reason: '晚点补偿',
      expectedRemainingCents: 1600,
    });
    expect(parse({ amountCents: '0.29', reason: '晚点补偿' }).data?.amountCents).toBe(29);
  });

  it("puts the contract's Chinese message on the amount or the reason", () => {
    expect(messageOn({ amountCents: '12.345', reason: '晚点补偿' }, 'amountCents')).toBe('退款金额须精确到分');
    expect(messageOn({ amountCents: '0', reason: '晚点补偿' }, 'amountCents')).toBe('退款金额须大于 0');
    expect(messageOn({ amountCents: '-3', reason: '晚点补偿' }, 'amountCents')).toBe('退款金额须大于 0');
    expect(messageOn({ amountCents: 'abc', reason: '晚点补偿' }, 'amountCents')).toBe('请输入退款金额');
    expect(messageOn({ amountCents: '1', reason: '补' }, 'reason')).toBe('退款原因至少 2 个字');
    expect(messageOn({ reason: '晚点补偿' }, 'amountCents')).toBe('此项必填');
  });
});
