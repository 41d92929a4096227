import { QuoteShuttleBody } from '@udian/contracts/endpoints/ops/groups/applications';
import { describe, expect, it } from 'vitest';
import { placeIssues } from '../../forms/form-issues';
import { initialQuoteValues, seatsFallShort, toQuoteInput, type QuoteFormValues } from './quote-input';

const FIELDS = [['perRideCents'], ['monthlyCents'], ['vehicles'], ['seatsPerVehicle'], ['validDays'], ['note']];

const filled: QuoteFormValues = { perRideCents: '12.5', monthlyCents: '36000', vehicles: 2, seatsPerVehicle: 45, note: '45 座大巴', validDays: 14 };

/** What the contract makes of the form's values: the body sent, or each field's messages as useContractForm places them. */
const outcomeOf = (values: QuoteFormValues) => {
  const parsed = QuoteShuttleBody.safeParse(toQuoteInput('8', values), { reportInput: true });
  return parsed.success ? parsed.data : placeIssues(parsed.error.issues, FIELDS).fields;
};

describe('a quote typed in yuan', () => {
  it('is sent in integer cents, from the digits typed', () => {
    expect(outcomeOf(filled)).toEqual({ requestId: '8', perRideCents: 1250, monthlyCents: 3_600_000, vehicles: 2, seatsPerVehicle: 45, note: '45 座大巴', validDays: 14 });
    // 12.34 × 100 in floating point is 1233.9999999999998: the digits make 1234.
    expect(outcomeOf({ ...filled, perRideCents: '12.34', monthlyCents: '0.07' })).toMatchObject({ perRideCents: 1234, monthlyCents: 7 });
    expect(outcomeOf({ ...filled, perRideCents: '0' })).toMatchObject({ perRideCents: 0 });
  });

  it('asks for every price and count in the contract\u2019s words; an empty box is never taken for 0', () => {
    expect(outcomeOf({ note: '' })).toEqual([
      { name: ['perRideCents'], errors: ['请填写每人每次票价'] },
      { name: ['monthlyCents'], errors: ['请填写包月总价'] },
      { name: ['vehicles'], errors: ['请填写车辆数'] },
      { name: ['seatsPerVehicle'], errors: ['请填写每车座位数'] },
      { name: ['validDays'], errors: ['请填写报价有效天数'] },
    ]);
    expect(outcomeOf({ ...filled, vehicles: null, validDays: null })).toEqual([
      { name: ['vehicles'], errors: ['请填写车辆数'] },
      { name: ['validDays'], errors: ['请填写报价有效天数'] },
    ]);
  });

  it('refuses amounts finer than a cent and above the limits, and counts out of range', () => {
    expect(outcomeOf({ ...filled, perRideCents: '1.234' })).toEqual([{ name: ['perRideCents'], errors: ['票价须为整数（分）'] }]);
    expect(outcomeOf({ ...filled, perRideCents: '1000.01' })).toEqual([{ name: ['perRideCents'], errors: ['票价不能超过 1000 元'] }]);
    expect(outcomeOf({ ...filled, monthlyCents: '1000000.01' })).toEqual([{ name: ['monthlyCents'], errors: ['总价不能超过 100 万元'] }]);
    expect(outcomeOf({ ...filled, vehicles: 0, seatsPerVehicle: 81, validDays: 91 })).toEqual([
      { name: ['vehicles'], errors: ['车辆数至少为 1'] },
      { name: ['seatsPerVehicle'], errors: ['座位数不能超过 80'] },
      { name: ['validDays'], errors: ['有效期不能超过 90 天'] },
    ]);
    expect(outcomeOf({ ...filled, vehicles: 1.5 })).toEqual([{ name: ['vehicles'], errors: ['车辆数须为整数'] }]);
    expect(outcomeOf({ ...filled, note: '长'.repeat(501) })).toEqual([{ name: ['note'], errors: ['说明不能超过 500 个字'] }]);
  });
});

describe('the quote form', () => {
  it('starts from the current quote when quoting again, with the usual validity', () => {
    expect(initialQuoteValues({ quote: null })).toEqual({ validDays: 14 });
    expect(
      initialQuoteValues({ quote: { perRideCents: 1250, monthlyCents: 3_600_000, vehicles: 2, seatsPerVehicle: 45, note: '大巴', validUntil: '2026-12-12', quotedAt: '2026-11-28T02:00:00.000Z' } }),
    ).toEqual({ perRideCents: '12.50', monthlyCents: '36000.00', vehicles: 2, seatsPerVehicle: 45, note: '大巴', validDays: 14 });
  });

  it('tells when the vehicles quoted seat fewer than the headcount', () => {
    expect(seatsFallShort({ vehicles: 2, seatsPerVehicle: 45 }, 91)).toBe(true);
    expect(seatsFallShort({ vehicles: 2, seatsPerVehicle: 45 }, 90)).toBe(false);
    expect(seatsFallShort({ vehicles: null, seatsPerVehicle: 45 }, 500)).toBe(false);
  });
});
