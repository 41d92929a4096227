import { CreateOdCampaignBody, UpdateOdCampaignBody } from '@udian/contracts/endpoints/ops/demand/demand';
import type { OdCampaign } from '@udian/contracts/schemas/demand';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { blankToUndefined } from '../../forms/form-issues';
import { campaignDates, editFormValues, toCreateInput, toUpdateInput } from './od-campaign-input';

const campaign: OdCampaign = {
  id: '3',
  cityId: 440300,
  name: '科技园通勤征集',
  organizer: '科技园南区企业员工',
  intro: '',
  place: { name: '科技园南区', address: '', lng: 113.9465, lat: 22.5301, stationId: '12' },
  // 2026-11-01 through 2026-11-30, Shanghai: from its first midnight to the midnight after its last day.
  startsAt: '2026-10-31T16:00:00.000Z',
  endsAt: '2026-11-30T16:00:00.000Z',
  status: 'running',
  target: 100,
  demands: 12,
  people: 20,
};

describe('campaignDates', () => {
  it('reads a campaign\u2019s first and last Shanghai days from its instants', () => {
    expect(campaignDates(campaign)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('gives the same last day when the end is the last instant of that day', () => {
    expect(campaignDates({ ...campaign, endsAt: '2026-11-30T15:59:59.999Z' }).endDate).toBe('2026-11-30');
  });
});

describe('the create form', () => {
  it('sends its days as service dates and a point cleared by hand as not given', () => {
    const input = toCreateInput({
      cityId: 440300,
      name: '科技园通勤征集',
      organizer: '科技园南区企业员工',
      place: { name: '科技园南区', address: '', lng: null, lat: 22.53, stationId: null },
      startDate: dayjs('2026-11-01'),
      endDate: dayjs('2026-11-30'),
      target: 100,
    });
    expect(input).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-30', place: { lng: undefined, lat: 22.53, stationId: null } });
    const parsed = CreateOdCampaignBody.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['place', 'lng']);
  });

  it('passes the contract when complete, and an end before the start is refused in Chinese', () => {
    const complete = {
      cityId: 440300,
      name: '科技园通勤征集',
      organizer: '科技园南区企业员工',
      place: { name: '科技园南区', address: '', lng: 113.9465, lat: 22.5301, stationId: null },
      startDate: dayjs('2026-11-01'),
      endDate: dayjs('2026-11-30'),
      target: 100,
    };
    expect(CreateOdCampaignBody.safeParse(toCreateInput(complete)).success).toBe(true);
    const reversed = CreateOdCampaignBody.safeParse(toCreateInput({ ...complete, endDate: dayjs('2026-10-01') }));
    expect(reversed.error?.issues.map((i) => i.message)).toContain('结束日期不能早于开始日期');
  });
});

describe('the edit form', () => {
  const before = editFormValues(campaign);

  it('starts with the campaign as it is', () => {
    expect(before.startDate?.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(before.endDate?.format('YYYY-MM-DD')).toBe('2026-11-30');
    expect(before.place).toEqual({ name: '科技园南区', address: '', lng: 113.9465, lat: 22.5301, stationId: '12' });
  });

  it('sends only what changed', () => {
    const input = toUpdateInput('3', before, { ...before, target: 150, endDate: dayjs('2026-12-31') });
    expect(input).toEqual({ id: '3', target: 150, endDate: '2026-12-31' });
    expect(UpdateOdCampaignBody.safeParse(input).success).toBe(true);
  });

  it('sends the whole place when a part of it moved', () => {
    const input = toUpdateInput('3', before, { ...before, place: { ...before.place, lng: 113.95, stationId: null } });
    expect(input).toEqual({ id: '3', place: { name: '科技园南区', address: '', lng: 113.95, lat: 22.5301, stationId: null } });
  });

  it('says so when nothing changed, and a name emptied is refused by its own rule', () => {
    expect(UpdateOdCampaignBody.safeParse(toUpdateInput('3', before, { ...before })).error?.issues[0]?.message).toBe('没有要修改的内容');
    // An empty introduction reaches toInput as undefined, as useContractForm hands every emptied input over.
    expect(toUpdateInput('3', before, blankToUndefined({ ...before }))).toEqual({ id: '3' });
    const emptied = UpdateOdCampaignBody.safeParse(toUpdateInput('3', before, { ...before, name: undefined }));
    expect(emptied.error?.issues[0]?.message).toBe('活动名称至少 2 个字');
  });
});
