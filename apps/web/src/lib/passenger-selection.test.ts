import { beforeEach, describe, expect, it } from 'vitest';
import { clearPassengerSelection, PASSENGER_SELECTION_KEY, readPassengerSelection, savePassengerSelection } from './passenger-selection';

const zhang = { passengerId: '1', name: '张三', idNumber: '110***********002X', phone: '' };
const li = { passengerId: '2', name: '李四', idNumber: '440***********1234', phone: '13800138000' };

beforeEach(() => sessionStorage.clear());

describe('passenger selection', () => {
  it('hands the chosen passengers back for the tab, keeping only the fields the opener needs', () => {
    savePassengerSelection([{ ...zhang, isSelf: true, icCardNo: '123' } as typeof zhang, li]);
    expect(readPassengerSelection()).toEqual([zhang, li]);
    expect(localStorage.getItem(PASSENGER_SELECTION_KEY)).toBeNull();
  });

  it('is empty before a choice, after clearing, and when what is stored is not a list of passengers', () => {
    expect(readPassengerSelection()).toEqual([]);
    savePassengerSelection([zhang]);
    clearPassengerSelection();
    expect(readPassengerSelection()).toEqual([]);
    sessionStorage.setItem(PASSENGER_SELECTION_KEY, '{"a":1}');
    expect(readPassengerSelection()).toEqual([]);
    sessionStorage.setItem(PASSENGER_SELECTION_KEY, '[{"passengerId":1}]');
    expect(readPassengerSelection()).toEqual([]);
    sessionStorage.setItem(PASSENGER_SELECTION_KEY, 'not json');
    expect(readPassengerSelection()).toEqual([]);
  });
});
