import { createStudentChartersRepository } from '../../modules/groups/charters/student-charters.repository';
import { charterFeeOf } from '../../modules/groups/charters/student-charters.service';
import { addDays, shanghaiDate, shanghaiInstant } from '../../time/shanghai-time';
import type { DbOrTx } from '../database';
import { demoStations } from './demo-network/demo-network';
import { DEMO_SCHOOL } from './demo-schools';

/** The demo teacher who asked for the demo charters (学生包车, decision 054). */
export const DEMO_CHARTER_TEACHER = '13900139054';

type DemoCharter = { daysAhead: number; from: string; to: string; departure: string; back: string | null; headcount: number; note: string; confirmed?: { changeCents: number; reason: string } };

/** Days ahead of the seeding: one waiting for the operator, one confirmed at a fee adjusted with its reason. */
export const DEMO_CHARTERS: readonly DemoCharter[] = [
  { daysAhead: 10, from: 'sz-nanshan-kejiyuan', to: 'sz-shenzhenwan-tiyu', departure: '08:30', back: '15:00', headcount: 96, note: '五年级运动会' },
  { daysAhead: 20, from: 'sz-nanshan-kejiyuan', to: 'sz-dameisha', departure: '07:30', back: '16:30', headcount: 45, note: '初一研学', confirmed: { changeCents: -10_000, reason: '学校长期合作优惠' } },
];

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const place = (id: string) => {
  const station = demoStations[id];
  if (!station) throw new Error(`Demo seed: no demo station ${id}`);
  return { name: station.name, lng: station.lng, lat: station.lat };
};

/**
 * Demo student charters of the demo school, asked by a demo teacher and priced by the published rules on
 * their day of the official calendar, as a request is priced; so the console's 学生包车 and the teacher's
 * cost-detail have something to show.
 */
export const seedDemoStudentCharters = async (tx: DbOrTx, now: Date): Promise<void> => {
  const teacher = await tx
    .insertInto('users')
    .values({ phone: DEMO_CHARTER_TEACHER })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ phone: DEMO_CHARTER_TEACHER }))
    .returning('id')
    .executeTakeFirstOrThrow();
  // Once: a database seeded again from an earlier version keeps the charters it has.
  if (await tx.selectFrom('student_charters').select('id').where('user_id', '=', teacher.id).executeTakeFirst()) return;
  const school = (await tx.selectFrom('groups').select(['id', 'name']).where('name', '=', DEMO_SCHOOL.name).executeTakeFirst()) ?? { id: null, name: DEMO_SCHOOL.name };
  const charters = createStudentChartersRepository(tx);
  for (const demo of DEMO_CHARTERS) {
    const serviceDate = addDays(shanghaiDate(now), demo.daysAhead);
    const trip = { serviceDate, departureTime: demo.departure, returnTime: demo.back, headcount: demo.headcount, origin: place(demo.from), destination: place(demo.to) };
    const quote = charterFeeOf(trip, await charters.officialDay(serviceDate, tx));
    const row = await charters.insert(
      {
        userId: teacher.id,
        schoolGroupId: school.id,
        schoolName: school.name,
        contactName: '陈老师',
        contactPhone: DEMO_CHARTER_TEACHER,
        departsAt: shanghaiInstant(serviceDate, minutesOf(demo.departure)),
        returnsAt: demo.back === null ? null : shanghaiInstant(serviceDate, minutesOf(demo.back)),
        headcount: demo.headcount,
        origin: trip.origin,
        destination: trip.destination,
        note: demo.note,
        quote,
        at: now,
      },
      tx,
    );
    if (demo.confirmed) {
      await charters.confirm(row.id, { feeCents: quote.totalCents + demo.confirmed.changeCents, reason: demo.confirmed.reason, operatorId: null, at: now }, tx);
    }
  }
};
