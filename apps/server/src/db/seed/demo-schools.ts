import { storedInitials } from '../../modules/groups/directory/group-initials';
import { ensureDepartureHorizon } from '../../modules/network/departure-horizon/departure-horizon';
import { bumpNetworkVersion } from '../../modules/network/lines/network-version';
import type { DbOrTx } from '../database';
import { assignDemoVehicles } from './demo-extras';

/** The demo school (decision 049): found by 南山外国语, 南外 or NSWGY; guardians register students on S501. */
export const DEMO_SCHOOL = { name: '南山外国语学校', shortName: '南外', cityId: 440300 } as const;

/** Its school line, running on school days only (the demo feed's SCHOOL_TERM service), half paid by the school. */
export const DEMO_SCHOOL_LINE = 'SZ-S501';
export const DEMO_SCHOOL_MEMBER_PRICE_CENTS = 300;

/**
 * Its terms: the spans between the demo feed's school holidays (demo-network/demo-services.ts), so a term
 * pass holds exactly the days S501 runs, less the official holidays the line's calendar already leaves out.
 */
export const DEMO_SCHOOL_TERMS = [
  { name: '2024—2025学年第二学期', starts_on: '2025-02-17', ends_on: '2025-07-04' },
  { name: '2025—2026学年第一学期', starts_on: '2025-09-01', ends_on: '2026-01-30' },
  { name: '2025—2026学年第二学期', starts_on: '2026-03-02', ends_on: '2026-07-10' },
  { name: '2026—2027学年第一学期', starts_on: '2026-09-01', ends_on: '2027-01-22' },
  { name: '2026—2027学年第二学期', starts_on: '2027-02-22', ends_on: '2027-07-09' },
] as const;

/**
 * Seeds the demo school, its terms and its line, once (a database with a school of that name is left alone).
 * The line is kept on sale to the last term's end, as saving a term in the console does, and the departures
 * up to that day are made here, with the line's demo bus on them.
 */
export const seedDemoSchool = async (tx: DbOrTx, now: Date): Promise<void> => {
  const school = await tx
    .insertInto('groups')
    .values({
      kind: 'school',
      name: DEMO_SCHOOL.name,
      short_name: DEMO_SCHOOL.shortName,
      initials: storedInitials(DEMO_SCHOOL.name, DEMO_SCHOOL.shortName),
      city_id: DEMO_SCHOOL.cityId,
      email_domains: [],
      invite_code: null,
      contact_name: '李老师',
      contact_phone: '13700137000',
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!school) return;
  await tx
    .insertInto('school_terms')
    .values(DEMO_SCHOOL_TERMS.map((term) => ({ group_id: school.id, ...term })))
    .execute();
  const line = await tx
    .updateTable('lines')
    .set({
      group_id: school.id,
      group_payer: 'group',
      member_price_cents: DEMO_SCHOOL_MEMBER_PRICE_CENTS,
      sells_until: DEMO_SCHOOL_TERMS.at(-1)!.ends_on,
    })
    .where('external_id', '=', DEMO_SCHOOL_LINE)
    .where('is_white_list', '=', false)
    .executeTakeFirst();
  if (Number(line.numUpdatedRows) !== 1) throw new Error(`Demo seed: line ${DEMO_SCHOOL_LINE} is not in the demo network`);
  await ensureDepartureHorizon(tx, now);
  await assignDemoVehicles(tx);
  await bumpNetworkVersion(tx);
};
