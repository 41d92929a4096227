/**
 * The CO2 a ride saves against driving the same distance alone by car (decision 056): the published factors,
 * written once, so that the server's figure and the sentence the annual review prints cannot differ. No zod:
 * the browser bundles it.
 *
 * Source: the UK Department for Environment, Food and Rural Affairs (DEFRA), "Greenhouse Gas Conversion
 * Factors for Company Reporting" (2007): Table 6, a car's combined petrol and diesel average, 0.2042 kg CO2 per
 * vehicle-km (one driver alone, so per passenger-km too); Table 8, bus, 0.0891 kg CO2 per passenger-km. They are
 * British figures of their year, the published pair we could check; China publishes no such pair for a commuter
 * bus, and the page says so. A newer pair replaces these two numbers and the source line together.
 */

/** A car driven alone: tenths of a gram of CO2 per km (204.2 g). */
export const CAR_CO2_DECIGRAMS_PER_KM = 2042;
/** One passenger on a bus: tenths of a gram of CO2 per passenger-km (89.1 g). */
export const BUS_CO2_DECIGRAMS_PER_KM = 891;

/** Whole grams of CO2 saved by riding `distanceM` metres by bus rather than driving them, rounded once. */
export const co2SavedGrams = (distanceM: number): number =>
  Math.round((distanceM * (CAR_CO2_DECIGRAMS_PER_KM - BUS_CO2_DECIGRAMS_PER_KM)) / 10_000);

const grams = (decigrams: number): string => (decigrams / 10).toFixed(1);

/** The sentence the page prints under the figure: the factors and where they were published. */
export const CARBON_SOURCE_NOTE =
  `减碳量 = 乘车里程 ×（小汽车 ${grams(CAR_CO2_DECIGRAMS_PER_KM)} 克/公里 − 公交 ${grams(BUS_CO2_DECIGRAMS_PER_KM)} 克/人·公里）。` +
  '系数出自英国环境、食品与农村事务部（DEFRA）《企业温室气体报告换算因子》2007 年版（表 6 汽油与柴油小汽车平均值、表 8 公交车），' +
  '为英国当年数据，国内暂无可核对的同类公开数据，结果仅供参考。';
