import { DEMAND_CLUSTER_MINUTES, DEMAND_CLUSTER_RADIUS_M, DemandStatus, type DemandTimeKind } from '@udian/contracts/schemas/demand';
import { greatCircleMeters, type GeoPoint } from '@udian/contracts/great-circle';

type NamedPoint = { name: string; lng: number; lat: number };

/** One open demand as clustering reads it; `people` is what it stands for (its people and its supporters). */
export type ClusterMember = {
  id: number;
  timeKind: DemandTimeKind;
  startMinutes: number;
  endMinutes: number;
  from: NamedPoint;
  to: NamedPoint;
  weekdays: readonly number[];
  people: number;
  status: DemandStatus;
};

export type DemandCluster = {
  /** The smallest member id: stable for the same members. */
  key: number;
  demandIds: number[];
  people: number;
  /** The people-weighted centre of the origins and of the destinations, named by the nearest member end. */
  from: NamedPoint;
  to: NamedPoint;
  timeKind: DemandTimeKind;
  /** The earliest window start and the latest window end of its members. */
  startMinutes: number;
  endMinutes: number;
  /** Days named by at least half of its people. */
  weekdays: number[];
  statuses: DemandStatus[];
};

/** A cluster being built: its members and the people-weighted sums its centroids and mean start come from. */
type Growing = { members: ClusterMember[]; people: number; fromLng: number; fromLat: number; toLng: number; toLat: number; start: number };

const centre = (lngSum: number, latSum: number, people: number): GeoPoint => ({ lng: lngSum / people, lat: latSum / people });
const fromCentre = (c: Growing) => centre(c.fromLng, c.fromLat, c.people);
const toCentre = (c: Growing) => centre(c.toLng, c.toLat, c.people);

const join = (c: Growing, d: ClusterMember): void => {
  c.members.push(d);
  c.people += d.people;
  c.fromLng += d.from.lng * d.people;
  c.fromLat += d.from.lat * d.people;
  c.toLng += d.to.lng * d.people;
  c.toLat += d.to.lat * d.people;
  c.start += d.startMinutes * d.people;
};

/** The centre, named after the member end nearest to it. */
const named = (at: GeoPoint, ends: readonly NamedPoint[]): NamedPoint => {
  const nearest = ends.reduce((best, end) => (greatCircleMeters(at, end) < greatCircleMeters(at, best) ? end : best));
  return { name: nearest.name, lng: at.lng, lat: at.lat };
};

const finish = (c: Growing): DemandCluster => {
  const { members, people } = c;
  const dayPeople = (day: number) => members.reduce((sum, d) => sum + (d.weekdays.includes(day) ? d.people : 0), 0);
  const statuses = new Set(members.map((d) => d.status));
  return {
    key: Math.min(...members.map((d) => d.id)),
    demandIds: members.map((d) => d.id).sort((a, b) => a - b),
    people,
    from: named(fromCentre(c), members.map((d) => d.from)),
    to: named(toCentre(c), members.map((d) => d.to)),
    timeKind: members[0]!.timeKind,
    startMinutes: Math.min(...members.map((d) => d.startMinutes)),
    endMinutes: Math.max(...members.map((d) => d.endMinutes)),
    weekdays: [1, 2, 3, 4, 5, 6, 7].filter((day) => dayPeople(day) * 2 >= people),
    statuses: DemandStatus.options.filter((status) => statuses.has(status)),
  };
};

/**
 * Leader clustering on people-weighted centroids (decision 046). Demands are taken by kind of time, window
 * start, then id; each joins the cluster of its kind of time whose origin and destination centroids are both
 * within DEMAND_CLUSTER_RADIUS_M of its own ends and whose mean window start is within
 * DEMAND_CLUSTER_MINUTES of its own (the nearest such by the sum of the two distances), or starts one. Every
 * member is near its centroid, so a cluster cannot chain across a city. Biggest (by people) first.
 */
export const clusterDemands = (demands: readonly ClusterMember[]): DemandCluster[] => {
  const ordered = [...demands].sort((a, b) => a.timeKind.localeCompare(b.timeKind) || a.startMinutes - b.startMinutes || a.id - b.id);
  const growing: (Growing & { timeKind: DemandTimeKind })[] = [];
  for (const d of ordered) {
    let best: { cluster: (typeof growing)[number]; distance: number } | undefined;
    for (const cluster of growing) {
      if (cluster.timeKind !== d.timeKind || Math.abs(cluster.start / cluster.people - d.startMinutes) > DEMAND_CLUSTER_MINUTES) continue;
      const fromM = greatCircleMeters(fromCentre(cluster), d.from);
      const toM = greatCircleMeters(toCentre(cluster), d.to);
      if (fromM > DEMAND_CLUSTER_RADIUS_M || toM > DEMAND_CLUSTER_RADIUS_M) continue;
      if (!best || fromM + toM < best.distance) best = { cluster, distance: fromM + toM };
    }
    if (best) {
      join(best.cluster, d);
    } else {
      const cluster = { timeKind: d.timeKind, members: [], people: 0, fromLng: 0, fromLat: 0, toLng: 0, toLat: 0, start: 0 };
      join(cluster, d);
      growing.push(cluster);
    }
  }
  return growing.map(finish).sort((a, b) => b.people - a.people || a.key - b.key);
};
