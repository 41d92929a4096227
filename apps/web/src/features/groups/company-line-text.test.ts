import { describe, expect, it } from 'vitest';
import { companyLineFixture, openCompanyLineFixture, rideApplicationFixture, shuttleQuoteFixture, shuttleRequestFixture } from './company-lines.fixture';
import { companyLineState, companyLineTermsText, flowStepStates, isQuoteValid, shiftsText, weekdaysText } from './company-line-text';

describe('a company line and the passenger', () => {
  it('may buy it, waits, was turned down, may apply, or may not ask at all', () => {
    expect(companyLineState(openCompanyLineFixture(), undefined)).toBe('canBuy');
    expect(companyLineState(companyLineFixture({ canBuy: true }), [])).toBe('canBuy');
    expect(companyLineState(companyLineFixture(), [])).toBe('apply');
    expect(companyLineState(companyLineFixture(), undefined)).toBe('apply');
    // One pending application to the enterprise counts for every line of it.
    expect(companyLineState(companyLineFixture(), [rideApplicationFixture({ line: { lineId: '405', lineCode: 'C405', lineName: '晚班' } })])).toBe('pending');
    expect(companyLineState(companyLineFixture(), [rideApplicationFixture({ status: 'rejected', reason: '非本企业员工' }), rideApplicationFixture({ applicationId: '30', status: 'withdrawn' })])).toBe('rejected');
    // The newest decides: a withdrawn application after a refusal leaves the passenger free to apply.
    expect(companyLineState(companyLineFixture(), [rideApplicationFixture({ status: 'withdrawn' }), rideApplicationFixture({ applicationId: '30', status: 'rejected' })])).toBe('apply');
    // An application to another enterprise says nothing of this one.
    expect(companyLineState(companyLineFixture(), [rideApplicationFixture({ group: { groupId: '8', name: '优点物流' } })])).toBe('apply');
    expect(companyLineState(openCompanyLineFixture({ canBuy: false }), [])).toBe('notForMe');
  });

  it('says whose line it is and what a member pays', () => {
    expect(companyLineTermsText(companyLineFixture())).toBe('优点科技员工 · 免费');
    expect(companyLineTermsText(companyLineFixture({ terms: { payer: 'group', memberPriceCents: 300 } }))).toBe('优点科技员工 · 员工价 ¥3.00');
    expect(companyLineTermsText(companyLineFixture({ terms: { payer: 'passenger', memberPriceCents: 800 } }))).toBe('优点科技员工 · 乘客自付 ¥8.00');
    expect(companyLineTermsText(openCompanyLineFixture())).toBe('开放线路 · 票价 ¥3.00');
  });
});

describe('a shuttle request in words', () => {
  it('names its days and shifts', () => {
    expect(weekdaysText([5, 4, 3, 2, 1])).toBe('周一至周五');
    expect(weekdaysText([1, 2, 3, 4, 5, 6, 7])).toBe('每天');
    expect(weekdaysText([6, 7])).toBe('周末');
    expect(weekdaysText([1, 3, 5])).toBe('周一、周三、周五');
    expect(shiftsText(shuttleRequestFixture().shifts)).toBe('08:00 上班、18:00 下班');
  });

  it('holds a quote through the last day of its validity', () => {
    expect(isQuoteValid(shuttleQuoteFixture({ validUntil: '2026-07-10' }), '2026-07-10')).toBe(true);
    expect(isQuoteValid(shuttleQuoteFixture({ validUntil: '2026-07-10' }), '2026-07-11')).toBe(false);
  });

  it('stands on the four steps by its status', () => {
    const quote = shuttleQuoteFixture();
    expect(flowStepStates(shuttleRequestFixture())).toEqual(['done', 'current', 'waiting', 'waiting']);
    expect(flowStepStates(shuttleRequestFixture({ status: 'quoted', quote }))).toEqual(['done', 'done', 'current', 'waiting']);
    expect(flowStepStates(shuttleRequestFixture({ status: 'accepted', quote }))).toEqual(['done', 'done', 'done', 'current']);
    expect(flowStepStates(shuttleRequestFixture({ status: 'declined', quote }))).toEqual(['done', 'done', 'ended', 'waiting']);
    expect(flowStepStates(shuttleRequestFixture({ status: 'closed' }))).toEqual(['done', 'ended', 'waiting', 'waiting']);
    expect(flowStepStates(shuttleRequestFixture({ status: 'closed', quote }))).toEqual(['done', 'done', 'ended', 'waiting']);
  });
});
