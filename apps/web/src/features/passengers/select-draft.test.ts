import { beforeEach, describe, expect, it } from 'vitest';
import { addToSelectDraft, saveSelectDraft, takeSelectDraft } from './select-draft';

const enterEntry = (key: string) => window.history.replaceState({ key }, '', window.location.href);

describe('passenger-select draft', () => {
  beforeEach(() => {
    sessionStorage.clear();
    enterEntry('select-1');
  });

  it('gives passenger-select back its choice with the rider the form added', () => {
    saveSelectDraft(['5']);
    addToSelectDraft('9');
    addToSelectDraft('9');
    expect(takeSelectDraft()).toEqual(['5', '9']);
    // Taken once.
    expect(takeSelectDraft()).toBeNull();
  });

  it('is not taken by another visit to passenger-select', () => {
    saveSelectDraft(['5']);
    enterEntry('select-2');
    expect(takeSelectDraft()).toBeNull();
    enterEntry('select-1');
    expect(takeSelectDraft()).toBeNull();
  });

  it('adds nothing when the form was not opened from passenger-select', () => {
    addToSelectDraft('9');
    expect(takeSelectDraft()).toBeNull();
  });

  it('ignores what is not a draft', () => {
    sessionStorage.setItem('udian:passengerSelectDraft', '{"entryKey":"select-1","chosenIds":[1]}');
    expect(takeSelectDraft()).toBeNull();
    sessionStorage.setItem('udian:passengerSelectDraft', 'not json');
    expect(takeSelectDraft()).toBeNull();
  });
});
