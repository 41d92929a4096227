import {
  BOOKING_DAYS_AHEAD,
  CHARTER_DAY_SURCHARGE_PERCENT,
  CHARTER_RULES_VERSION,
  CHARTER_VEHICLE_CLASSES,
  charterClock,
  charterYuan,
  computeCharterFee,
  EARLY_BEFORE_MINUTES,
  HEADCOUNT_MAX,
  HEADCOUNT_MIN,
  INCLUDED_KM,
  INCLUDED_WAITING_HOURS,
  MAX_ROAD_KM,
  MAX_VEHICLES,
  MIN_RETURN_GAP_MINUTES,
  NIGHT_FROM_MINUTES,
  ROAD_FACTOR,
  SERVICE_FROM_MINUTES,
  SERVICE_UNTIL_MINUTES,
} from '@udian/contracts/charter-fees';
import { METERS_PER_DEGREE } from '@udian/contracts/great-circle';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { STCHARTER_FEE_DETAIL_PATH } from '../../app/page-paths';
import { FeeBreakdown } from './fee-breakdown';
import styles from './charters.module.css';

/**
 * The worked example, priced by the very function the server prices with: 100 pupils and teachers on a
 * Saturday, 25 km in a straight line, out at 07:30 and back at 17:00.
 */
const EXAMPLE_STRAIGHT_KM = 25;
const example = computeCharterFee({
  origin: { lng: 114.05, lat: 22.55 },
  destination: { lng: 114.05, lat: 22.55 + (EXAMPLE_STRAIGHT_KM * 1000) / METERS_PER_DEGREE },
  departureMinutes: 7 * 60 + 30,
  returnMinutes: 17 * 60,
  headcount: 100,
  dayKind: 'weekend',
  dayName: '周六',
});

/** A price of the table: whole yuan without decimals (¥600), else with them (¥4.50). */
const price = (cents: number): string => `¥${cents % 100 === 0 ? String(cents / 100) : charterYuan(cents)}`;

const Rule = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className={styles.ruleCard} aria-label={title}>
    <h2 className={styles.ruleTitle}>{title}</h2>
    {children}
  </section>
);

/**
 * stcharter-rule (学生包车收费标准): the published fee rules, printed from the module the server computes every
 * quote with (packages/contracts/src/charter-fees.ts), so the page and the charge cannot differ; with an
 * example worked by the same function.
 */
export const StcharterRulePage = () => (
  <Page>
    <p className={styles.intro}>
      学生包车按以下标准计费（{CHARTER_RULES_VERSION} 版）。提交申请时按本标准计算费用明细，运营人员确认后生效；如需调整，会写明原因。
    </p>

    <Rule title="车型与基础价格">
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="车型与价格">
          <thead>
            <tr>
              <th scope="col">车型</th>
              <th scope="col">基础车费</th>
              <th scope="col">超里程</th>
              <th scope="col">等候</th>
              <th scope="col">早晚</th>
            </tr>
          </thead>
          <tbody>
            {CHARTER_VEHICLE_CLASSES.map((v) => (
              <tr key={v.seats}>
                <th scope="row">{v.name}</th>
                <td>{price(v.baseCents)}</td>
                <td>{price(v.perKmCents)}</td>
                <td>{price(v.waitingPerHourCents)}</td>
                <td>{price(v.offHoursPerLegCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.ruleText}>
        以上均为每辆车的价格：超里程按每公里、等候按每小时、早晚时段按每程计。基础车费含全程 {INCLUDED_KM} 公里（往返时两程合计），座位数为乘客座位，不含司机。
      </p>
    </Rule>

    <Rule title="用车数量">
      <ul className={styles.ruleList}>
        <li>
          乘车人数（含带队老师）{HEADCOUNT_MIN}–{HEADCOUNT_MAX} 人。先按 53 座大巴计算最少需要几辆车，再把人数平均分到每辆车，选能坐下的最小车型，所有车辆为同一车型。
        </li>
        <li>例如：45 人用 1 辆 45 座大巴；46 人用 1 辆 53 座大巴；54 人用 2 辆 33 座中型客车。</li>
        <li>最多 {MAX_VEHICLES} 辆车；人数更多请联系客服单独安排。</li>
      </ul>
    </Rule>

    <Rule title="里程">
      <ul className={styles.ruleList}>
        <li>
          行驶里程按出发地与目的地的直线距离 × {ROAD_FACTOR} 估算（本服务暂无道路导航测距），向上取整到公里；往返行程按单程里程的 2 倍计。
        </li>
        <li>
          全程超出 {INCLUDED_KM} 公里的部分，按车型的超里程单价计费。单程超过 {MAX_ROAD_KM} 公里的包车请联系客服单独报价。
        </li>
      </ul>
    </Rule>

    <Rule title="时间与附加费">
      <ul className={styles.ruleList}>
        <li>
          可预约明天至 {BOOKING_DAYS_AHEAD} 天内的用车；去程和返程发车时间须在 {charterClock(SERVICE_FROM_MINUTES)} 至 {charterClock(SERVICE_UNTIL_MINUTES - 1)} 之间。
        </li>
        <li>
          早晚时段：{charterClock(EARLY_BEFORE_MINUTES)} 以前或 {charterClock(NIGHT_FROM_MINUTES)} 及以后发车的每一程，每辆车加收早晚时段附加费。
        </li>
        <li>
          往返等候：返程发车时间须比出发时间晚至少 {MIN_RETURN_GAP_MINUTES} 分钟；两者相隔超出 {INCLUDED_WAITING_HOURS} 小时的部分，按每辆车每小时收取等候费，不足 1 小时按 1 小时计。
        </li>
        <li>
          周末加收以上合计的 {CHARTER_DAY_SURCHARGE_PERCENT.weekend}%，法定节假日加收 {CHARTER_DAY_SURCHARGE_PERCENT.holiday}%；节假日与调休按国务院办公厅公布的安排，调休上班日按工作日计。
        </li>
      </ul>
    </Rule>

    <Rule title="确认与结算">
      <ul className={styles.ruleList}>
        <li>提交申请后，运营人员确认车辆并短信通知联系人；无法安排时会说明原因。</li>
        <li>确认费用一般即为按本标准计算的费用；如因道路、停车等实际情况需要调整，会在费用明细中写明调整金额和原因。</li>
        <li>确认后运营人员将联系您签订包车协议，费用线下结算，本应用暂不支持在线支付包车费用。确认前可随时在「我的包车申请」中取消。</li>
      </ul>
    </Rule>

    <Rule title="计费示例">
      <p className={styles.ruleText}>
        某小学 100 名师生周六研学，出发地与目的地直线距离 {EXAMPLE_STRAIGHT_KM} 公里，07:30 出发、17:00 返程：
      </p>
      <FeeBreakdown quote={example} totalCents={example.totalCents} />
    </Rule>

    <AppLink to={STCHARTER_FEE_DETAIL_PATH} className={`${pageStyles.primaryButton} ${styles.submit}`}>
      申请学生包车
    </AppLink>
  </Page>
);
