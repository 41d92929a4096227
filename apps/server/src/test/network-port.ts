import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { NetworkPort } from '../modules/buying/buying.ports';
import { createLineAccess } from '../modules/network/lines/line-access';
import { createLineFaresRepository } from '../modules/network/lines/line-fares.repository';
import { createLineFaresService } from '../modules/network/lines/line-fares.service';
import { createLinesRepository } from '../modules/network/lines/lines.repository';
import type { NetworkGroupsPort } from '../modules/network/network.ports';

/**
 * Who belongs to a group, read straight from the groups tables (migration 0016): a phone on its staff list or
 * a membership not ended. For tests that build network's access rule themselves (another server instance);
 * the app itself asks the groups context.
 */
export const groupsPortOverSql = (db: Db): NetworkGroupsPort => ({
  isMember: async (userId, groupId) => {
    const { rows } = await sql<{ is_member: boolean }>`
      SELECT EXISTS (SELECT 1 FROM group_staff s JOIN users u ON u.phone = s.phone WHERE s.group_id = ${groupId} AND u.id = ${userId})
          OR EXISTS (SELECT 1 FROM group_memberships m WHERE m.group_id = ${groupId} AND m.user_id = ${userId} AND m.ended_at IS NULL) AS is_member`.execute(db);
    return Boolean(rows[0]?.is_member);
  },
  findGroups: async (ids) =>
    ids.length === 0
      ? []
      : (await db.selectFrom('groups').select(['id', 'kind', 'name']).where('id', 'in', [...ids]).execute()).map((g) => ({ ...g, id: Number(g.id) })),
});

/**
 * Network's access rule and fares as network.wiring.ts hands them to buying (NetworkPort.accessOf, faresOf), over a
 * test database: for tests that build buying's services themselves, which may not reach into network's repositories.
 */
export const networkAccessPortOf = (db: Db, groups: NetworkGroupsPort = groupsPortOverSql(db)): Pick<NetworkPort, 'accessOf' | 'faresOf'> => ({
  accessOf: createLineAccess({ lines: createLinesRepository(db), groups }).accessOf,
  faresOf: createLineFaresService({ db, fares: createLineFaresRepository(db), readModel: { refreshIfChanged: async () => false } }).faresOf,
});
