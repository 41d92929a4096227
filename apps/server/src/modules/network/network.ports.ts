/**
 * What network needs of the contexts before it, as small ports their wirings hand over (through their
 * services): network never reads another context's repositories.
 */

/** The groups context (decision 048): who belongs to an enterprise or a school, and what it is called. */
export type NetworkGroupsPort = {
  /** Whether the user belongs to the group now: their account phone is on its staff list, or they hold an unended membership. */
  isMember(userId: number, groupId: number): Promise<boolean>;
  /** Kind and name of groups by id (unknown ids are left out). */
  findGroups(ids: readonly number[]): Promise<{ id: number; kind: 'enterprise' | 'school'; name: string }[]>;
};
