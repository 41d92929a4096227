import { storedInitials } from '../../modules/groups/directory/group-initials';
import { bumpNetworkVersion } from '../../modules/network/lines/network-version';
import type { DbOrTx } from '../database';
import { DEMO_WHITE_LIST_PHONES } from './demo-extras';

/** The demo enterprise (decision 048): found by 优点, YDKJ or YD, proved by an address @udian-tech.com or its invite code. */
export const DEMO_GROUP = {
  name: '优点科技',
  shortName: '优点',
  cityId: 440300,
  emailDomain: 'udian-tech.com',
  inviteCode: 'UDIAN2026',
} as const;

/** Its staff list: a few phones of its own, none of the white list's (E301's phone list stays a separate rule). */
export const DEMO_GROUP_STAFF = [
  { phone: '13500135000', name: '陈晓明', employee_no: 'UD0001' },
  { phone: '13500135001', name: '林佳怡', employee_no: 'UD0002' },
  { phone: '13500135002', name: '王志远', employee_no: 'UD0003' },
] as const;

/**
 * The line kept for it and paid by it, ¥0 to its staff: the seed has no enterprise line but the white-listed
 * E301 (a line is a group's or a phone list's, never both), so the 园区班车 C401, a commute-day shuttle.
 */
export const DEMO_GROUP_LINE = 'SZ-C401';

/**
 * Seeds the demo enterprise, its staff list and its line, once: a database that has a group of that name
 * already is left alone. The line's group changes who may buy it: the network version moves so that every
 * instance's read model shows it.
 */
export const seedDemoGroup = async (tx: DbOrTx): Promise<void> => {
  if (DEMO_GROUP_STAFF.some((staff) => (DEMO_WHITE_LIST_PHONES as readonly string[]).includes(staff.phone))) {
    throw new Error('Demo seed: the demo enterprise’s staff list must not share a phone with the white list');
  }
  const group = await tx
    .insertInto('groups')
    .values({
      kind: 'enterprise',
      name: DEMO_GROUP.name,
      short_name: DEMO_GROUP.shortName,
      initials: storedInitials(DEMO_GROUP.name, DEMO_GROUP.shortName),
      city_id: DEMO_GROUP.cityId,
      email_domains: [DEMO_GROUP.emailDomain],
      invite_code: DEMO_GROUP.inviteCode,
      contact_name: '陈晓明',
      contact_phone: DEMO_GROUP_STAFF[0].phone,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!group) return;
  await tx
    .insertInto('group_staff')
    .values(DEMO_GROUP_STAFF.map((staff) => ({ group_id: group.id, ...staff })))
    .execute();
  const line = await tx
    .updateTable('lines')
    .set({ group_id: group.id, group_payer: 'group', member_price_cents: 0 })
    .where('external_id', '=', DEMO_GROUP_LINE)
    .where('is_white_list', '=', false)
    .executeTakeFirst();
  if (Number(line.numUpdatedRows) !== 1) throw new Error(`Demo seed: line ${DEMO_GROUP_LINE} is not in the demo network`);
  await bumpNetworkVersion(tx);
};
