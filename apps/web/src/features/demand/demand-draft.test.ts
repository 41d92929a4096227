import { beforeEach, describe, expect, it } from 'vitest';
import { clearDemandDraft, DEMAND_DRAFT_KEY, emptyDemandFields, loadDemandDraft, readEndName, saveDemandDraft, saveDraftEnd } from './demand-draft';

const place = { name: '科技园', address: '南山区', lng: 113.9535, lat: 22.5405, stationId: '31' };

describe('the demand draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the whole form for the tab, and is gone once cleared', () => {
    expect(loadDemandDraft()).toBeNull();
    const fields = { ...emptyDemandFields(), from: place, timeKind: 'depart' as const, windowStart: '17:30', windowEnd: '18:30', weekdays: [1, 3], people: 4, note: '下班', odCampaignId: '9' };
    saveDemandDraft(fields);
    expect(loadDemandDraft()).toEqual(fields);
    clearDemandDraft();
    expect(loadDemandDraft()).toBeNull();
  });

  it('takes one end from the map and keeps the rest as it was', () => {
    saveDemandDraft({ ...emptyDemandFields(), people: 3 });
    saveDraftEnd('to', place);
    expect(loadDemandDraft()).toMatchObject({ from: null, to: place, people: 3 });
    clearDemandDraft();
    saveDraftEnd('from', place);
    expect(loadDemandDraft()).toEqual({ ...emptyDemandFields(), from: place });
  });

  it('drops what is malformed and never throws on a broken value', () => {
    sessionStorage.setItem(DEMAND_DRAFT_KEY, '{not json');
    expect(loadDemandDraft()).toBeNull();
    sessionStorage.setItem(DEMAND_DRAFT_KEY, JSON.stringify({ from: { name: 1 }, to: { ...place, stationId: 'x' }, timeKind: 'soon', windowStart: 'late', weekdays: [0, 2, 9], people: -1 }));
    expect(loadDemandDraft()).toEqual({ ...emptyDemandFields(), to: { ...place, stationId: null }, weekdays: [2] });
  });

  it('reads the end the map is for, the origin unless it says to', () => {
    expect(readEndName('to')).toBe('to');
    expect(readEndName('from')).toBe('from');
    expect(readEndName(null)).toBe('from');
    expect(readEndName('elsewhere')).toBe('from');
  });
});
