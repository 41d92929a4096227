import styles from './transit-cards.module.css';

/**
 * What a bound card does in this product and what it does not (decision 053), said plainly on both card
 * pages: the card is shown on tickets of lines whose driver takes a swipe, and nothing more.
 */
export const TransitCardFacts = () => (
  <section className={styles.facts} aria-label="交通卡说明">
    <h2 className={styles.factsTitle}>绑定后能做什么</h2>
    <ul className={styles.factList}>
      <li>在标有“可刷交通卡”的线路上，车票详情会显示您绑定的交通卡（卡种和卡号后四位）。</li>
      <li>上车时出示车票并刷这张卡，司机核对卡号后四位即可。</li>
    </ul>
    <h2 className={styles.factsTitle}>不能做什么</h2>
    <ul className={styles.factList}>
      <li>不能在本应用充值，也不能查询余额或刷卡记录。</li>
      <li>不能用交通卡在本应用购票或付款。</li>
      <li>退票款按原支付方式退回，不会退到交通卡。</li>
      <li>本应用不与车上的刷卡机联网：刷卡不会核销车票，检票仍以乘车码为准；刷卡是否扣费由发卡机构按其规则处理。</li>
    </ul>
  </section>
);
