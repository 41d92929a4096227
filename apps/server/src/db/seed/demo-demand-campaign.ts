import { addDays, shanghaiDate, shanghaiInstant } from '../../time/shanghai-time';
import type { DbOrTx } from '../database';

/** The demo campaign's days: from the day of seeding, Asia/Shanghai. */
const DEMO_OD_CAMPAIGN_DAYS = 90;
/** Its shared end: a real station of the demo network. */
const DEMO_OD_CAMPAIGN_STATION = 'sz-nanshan-kejiyuan';

/**
 * The demo's OD-collection campaign (decision 046), so /h5/odcollection/index and the console's 需求与众筹
 * have one on `npm start`: the Nanshan science park's employees say where they commute from, for 90 days
 * from the day of seeding, 200 demands wanted.
 */
export const seedDemoOdCampaign = async (tx: DbOrTx, now: Date): Promise<void> => {
  const station = await tx
    .selectFrom('stations')
    .select(['id', 'name', 'lng', 'lat', 'city_id'])
    .where('external_id', '=', DEMO_OD_CAMPAIGN_STATION)
    .executeTakeFirstOrThrow();
  const today = shanghaiDate(now);
  await tx
    .insertInto('od_campaigns')
    .values({
      city_id: station.city_id,
      name: '科技园通勤班车需求征集',
      organizer: '科技园企业员工',
      intro: [
        '为南山科技园片区的企业员工开通定制通勤班车，现征集大家的上下班出行需求。',
        '请填写您的出发地、上班到达时间和通勤日，同一路线的同事越多，开通越快。',
        '需求达到一定人数后，我们将规划线路并邀请您参与众筹，成团后即开通运营。',
      ].join('\n'),
      place_name: station.name,
      place_address: '深圳市南山区高新南',
      place_lng: station.lng,
      place_lat: station.lat,
      place_station_id: station.id,
      starts_at: shanghaiInstant(today, 0),
      ends_at: shanghaiInstant(addDays(today, DEMO_OD_CAMPAIGN_DAYS), 0),
      target: 200,
    })
    .execute();
};
