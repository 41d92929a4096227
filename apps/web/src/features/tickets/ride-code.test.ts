import { describe, expect, it } from 'vitest';
import { currentStep, rideCodeAt, rideCodesEndMs, secondsToNextStep } from './ride-code';
import { openingLead } from './ride-code-panel';
import { rideCodesFixture, stepAt, ticketFixture } from './ticket.fixture';

const set = rideCodesFixture('31', '2026-06-23T22:48:00Z', '2026-06-24T00:18:00Z');
const at = (iso: string) => Date.parse(iso);

describe('ride code rotation', () => {
  it('steps every 30 s from the epoch', () => {
    expect(currentStep(at('2026-06-24T00:00:00Z'), 30)).toBe(Date.parse('2026-06-24T00:00:00Z') / 30_000);
    expect(currentStep(at('2026-06-24T00:00:29.999Z'), 30)).toBe(currentStep(at('2026-06-24T00:00:00Z'), 30));
    expect(currentStep(at('2026-06-24T00:00:30Z'), 30)).toBe(currentStep(at('2026-06-24T00:00:00Z'), 30) + 1);
  });

  it.each([
    ['2026-06-24T00:00:00.000Z', 30],
    ['2026-06-24T00:00:00.999Z', 30],
    ['2026-06-24T00:00:01.000Z', 29],
    ['2026-06-24T00:00:29.500Z', 1],
  ])('at %s the next code is %i s away', (iso, seconds) => {
    expect(secondsToNextStep(at(iso), 30)).toBe(seconds);
  });

  it('shows the code of the current step inside the window', () => {
    const view = rideCodeAt(set, at('2026-06-24T00:00:10Z'));
    expect(view).toEqual({ kind: 'code', code: `UD1.31.${stepAt('2026-06-24T00:00:10Z')}.sig`, step: stepAt('2026-06-24T00:00:10Z'), secondsLeft: 20 });
    expect(rideCodeAt(set, at('2026-06-24T00:00:31Z'))).toMatchObject({ code: `UD1.31.${stepAt('2026-06-24T00:00:31Z')}.sig` });
  });

  it('before the window says when it opens, after it says it is over', () => {
    expect(rideCodeAt(set, at('2026-06-23T22:47:59Z'))).toEqual({ kind: 'notYet', opensAtMs: at('2026-06-23T22:48:00Z') });
    expect(rideCodeAt(set, at('2026-06-24T00:17:59Z'))).toMatchObject({ kind: 'code' });
    expect(rideCodeAt(set, at('2026-06-24T00:18:00Z'))).toEqual({ kind: 'over' });
  });

  it('a list with a hole or no codes cannot show one', () => {
    const step = stepAt('2026-06-24T00:00:00Z');
    const holed = { ...set, codes: set.codes.filter((entry) => entry.step !== step) };
    expect(rideCodeAt(holed, at('2026-06-24T00:00:00Z'))).toEqual({ kind: 'missing' });
    expect(rideCodeAt({ ...set, codes: [] }, at('2026-06-24T00:00:00Z'))).toEqual({ kind: 'missing' });
  });

  it('a list lasts until its last step ends', () => {
    expect(rideCodesEndMs(set)).toBe(at('2026-06-24T00:18:00Z'));
    expect(rideCodesEndMs({ ...set, codes: [] })).toBe(0);
  });
});

describe('when the codes open', () => {
  it.each([
    ['2026-06-23T22:48:00.000Z', '1 小时'],
    ['2026-06-23T23:18:00.000Z', '30 分钟'],
    ['2026-06-23T21:48:00.000Z', '2 小时'],
    ['2026-06-22T23:48:00.000Z', '24 小时'],
    ['2026-06-23T21:18:00.000Z', '2 小时 30 分钟'],
  ])('a window opening at %s opens %s before the bus reaches the stop (07:48)', (opensAt, lead) => {
    expect(openingLead(ticketFixture({ checkWindow: { opensAt, closesAt: '2026-06-24T00:18:00.000Z' } }))).toBe(lead);
  });

  it('a stop reached after midnight is on the next day', () => {
    const ticket = ticketFixture({
      time: '23:50',
      departsAt: '2026-06-24T15:50:00.000Z',
      board: { ...ticketFixture().board, time: '00:10' },
      checkWindow: { opensAt: '2026-06-24T15:10:00.000Z', closesAt: '2026-06-24T16:40:00.000Z' },
    });
    expect(openingLead(ticket)).toBe('1 小时');
  });
});
