import { METERS_PER_DEGREE } from '@udian/contracts/great-circle';
import { describe, expect, it } from 'vitest';
import { clusterDemands, type ClusterMember } from './demand-clusters';

/** Points in Shenzhen moved by metres east and north (a flat frame is exact enough over a few km). */
const ORIGIN = { lng: 113.95, lat: 22.54 };
const DESTINATION = { lng: 114.06, lat: 22.54 };
const moved = (at: { lng: number; lat: number }, eastM: number, northM = 0) => ({
  lng: at.lng + eastM / (METERS_PER_DEGREE * Math.cos((at.lat * Math.PI) / 180)),
  lat: at.lat + northM / METERS_PER_DEGREE,
});

let nextId = 1;
const demand = (over: Partial<ClusterMember> & { fromEastM?: number; toEastM?: number } = {}): ClusterMember => {
  const { fromEastM = 0, toEastM = 0, ...rest } = over;
  const id = rest.id ?? nextId++;
  return {
    id,
    timeKind: 'arrive',
    startMinutes: 8 * 60,
    endMinutes: 8 * 60 + 30,
    from: { name: `起点${id}`, ...moved(ORIGIN, fromEastM) },
    to: { name: `终点${id}`, ...moved(DESTINATION, toEastM) },
    weekdays: [1, 2, 3, 4, 5],
    people: 1,
    status: 'submitted',
    ...rest,
  };
};
const memberships = (demands: ClusterMember[]) => clusterDemands(demands).map((c) => c.demandIds);

describe('clusterDemands', () => {
  it('joins two demands 800 m apart at both ends and 20 minutes apart', () => {
    const [a, b] = [demand({ id: 1 }), demand({ id: 2, fromEastM: 800, toEastM: 800, startMinutes: 8 * 60 + 20, endMinutes: 9 * 60 })];
    const [cluster] = clusterDemands([a, b]);
    expect(cluster).toMatchObject({ key: 1, demandIds: [1, 2], people: 2, timeKind: 'arrive', startMinutes: 480, endMinutes: 540, statuses: ['submitted'] });
    expect(clusterDemands([a, b])).toHaveLength(1);
  });

  it('keeps apart demands 1.5 km apart at one end, or 40 minutes apart', () => {
    expect(memberships([demand({ id: 1 }), demand({ id: 2, fromEastM: 1_500 })])).toEqual([[1], [2]]);
    expect(memberships([demand({ id: 1 }), demand({ id: 2, toEastM: 1_500 })])).toEqual([[1], [2]]);
    expect(memberships([demand({ id: 1 }), demand({ id: 2, startMinutes: 8 * 60 + 40, endMinutes: 9 * 60 + 10 })])).toEqual([[1], [2]]);
  });

  it('never puts an arrive and a depart demand together, even at the same places and times', () => {
    const clusters = clusterDemands([demand({ id: 1, timeKind: 'arrive' }), demand({ id: 2, timeKind: 'depart' })]);
    expect(clusters.map((c) => [c.timeKind, c.demandIds])).toEqual([
      ['arrive', [1]],
      ['depart', [2]],
    ]);
  });

  it('finds the same clusters whatever order the demands come in', () => {
    const demands = [
      demand({ id: 1 }),
      demand({ id: 2, fromEastM: 300, startMinutes: 8 * 60 + 10 }),
      demand({ id: 3, fromEastM: 5_000 }),
      demand({ id: 4, fromEastM: 5_200, toEastM: 400 }),
      demand({ id: 5, timeKind: 'depart', startMinutes: 18 * 60, endMinutes: 18 * 60 + 30 }),
    ];
    const expected = memberships(demands);
    expect(expected).toEqual([[1, 2], [3, 4], [5]]);
    for (const order of [[4, 2, 0, 3, 1], [1, 3, 4, 0, 2], [2, 4, 1, 0, 3]]) expect(memberships(order.map((i) => demands[i]!))).toEqual(expected);
  });

  it('weighs the centroid and the mean start by people', () => {
    // One person at 0 m and nine at 900 m: the centroid is at 810 m, so a demand at 1,700 m (890 m from it)
    // joins; an unweighted centroid (450 m) would be 1,250 m away.
    const clusters = clusterDemands([demand({ id: 1 }), demand({ id: 2, fromEastM: 900, people: 9 }), demand({ id: 3, fromEastM: 1_700 })]);
    expect(clusters.map((c) => c.demandIds)).toEqual([[1, 2, 3]]);
    expect(clusters[0]!.people).toBe(11);
    // Named after the member end nearest to the centre: demand 2's origin.
    expect(clusters[0]!.from.name).toBe('起点2');
  });

  it('names the weekdays at least half of its people commute on', () => {
    const [cluster] = clusterDemands([
      demand({ id: 1, people: 2, weekdays: [1, 2, 3] }),
      demand({ id: 2, weekdays: [1, 4] }),
      demand({ id: 3, weekdays: [4, 5] }),
    ]);
    // Of 4 people: Monday 3, Tuesday 2, Wednesday 2, Thursday 2, Friday 1.
    expect(cluster!.weekdays).toEqual([1, 2, 3, 4]);
  });

  it('does not chain: demands every 700 m along a line do not all join one cluster, and each is near its centroid', () => {
    const line = Array.from({ length: 8 }, (_, i) => demand({ id: i + 1, fromEastM: i * 700 }));
    const clusters = clusterDemands(line);
    expect(clusters.length).toBeGreaterThan(1);
    for (const cluster of clusters) {
      for (const id of cluster.demandIds) {
        const member = line[id - 1]!;
        expect(Math.abs(member.from.lng - cluster.from.lng) * METERS_PER_DEGREE * Math.cos((22.54 * Math.PI) / 180)).toBeLessThanOrEqual(1_000);
      }
    }
  });

  it('lists the biggest cluster first and collects the statuses of its demands', () => {
    const clusters = clusterDemands([
      demand({ id: 7, fromEastM: 9_000 }),
      demand({ id: 3, status: 'evaluating' }),
      demand({ id: 5, fromEastM: 100 }),
    ]);
    expect(clusters.map((c) => [c.key, c.people, c.statuses])).toEqual([
      [3, 2, ['submitted', 'evaluating']],
      [7, 1, ['submitted']],
    ]);
  });
});
