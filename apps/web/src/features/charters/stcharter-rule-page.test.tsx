import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { CHARTER_VEHICLE_CLASSES, charterYuan, INCLUDED_KM, ROAD_FACTOR } from '@udian/contracts/charter-fees';
import { renderWithQuery, textOf, type Rendered } from '../../test/render';
import { StcharterRulePage } from './stcharter-rule-page';

describe('stcharter-rule page', () => {
  let rendered: Rendered | undefined;
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it('prints the rule table the server prices with, each vehicle class with its figures', () => {
    rendered = renderWithQuery(<StcharterRulePage />);
    const rows = [...rendered.container.querySelectorAll('table[aria-label="车型与价格"] tbody tr')].map((row) => [...row.children].map(textOf));
    expect(rows).toEqual(
      CHARTER_VEHICLE_CLASSES.map((v) => [v.name, ...[v.baseCents, v.perKmCents, v.waitingPerHourCents, v.offHoursPerLegCents].map((cents) => `¥${charterYuan(cents).replace(/\.00$/, '')}`)]),
    );
    expect(rows[0]).toEqual(['19 座中巴', '¥600', '¥4', '¥40', '¥80']);
    const text = textOf(rendered.container);
    expect(text).toContain(`直线距离 × ${ROAD_FACTOR} 估算`);
    expect(text).toContain(`全程 ${INCLUDED_KM} 公里`);
    expect(text).toContain('07:00 以前或 20:00 及以后发车');
    expect(text).toContain('周末加收以上合计的 10%，法定节假日加收 30%');
  });

  it('works the example with the same function: two 53-seat buses on a Saturday', () => {
    rendered = renderWithQuery(<StcharterRulePage />);
    const example = rendered.container.querySelector('[aria-label="计费示例"]');
    expect([...(example?.querySelectorAll('li') ?? [])].map((item) => textOf(item.querySelector('span')))).toEqual([
      '基础车费¥2400.00',
      '超里程费¥504.00',
      '等候费¥840.00',
      '周末附加费¥374.40',
    ]);
    expect(textOf(example?.querySelector('[data-testid="fee-total"]'))).toBe('¥4118.40');
    expect([...rendered.container.querySelectorAll('a')].map(textOf)).toContain('申请学生包车');
  });
});
