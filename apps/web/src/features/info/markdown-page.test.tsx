import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { registerNavigator } from '../../app/navigation';
import { renderWithQuery, waitFor, type Rendered } from '../../test/render';
import { BuyRulePage, PassengerNoticePage, RefundNoticePage } from './info-pages';

describe('rule pages', () => {
  let rendered: Rendered | undefined;

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it('buy-rule links to the refund rules, opened in place through getHref', async () => {
    const navigations: string[] = [];
    const unregister = registerNavigator((href) => navigations.push(href));
    rendered = renderWithQuery(<BuyRulePage />);
    await waitFor(() => expect(rendered!.container.querySelector('h2')?.textContent).toBe('一、车票说明'));
    // The title bar says 购票规则: the text does not repeat it, and has no h1 of its own.
    expect(rendered.container.querySelector('h1')).toBeNull();
    expect(rendered.container.textContent).not.toContain('购票规则');
    const link = rendered.container.querySelector<HTMLAnchorElement>('a[href="/udianbus/app/refund-rule.html"]');
    expect(link?.textContent).toBe('《退票规则》');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link?.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(navigations).toEqual(['/udianbus/app/refund-rule.html']);
    unregister();
  });

  it('passenger-notice renders its sections', async () => {
    rendered = renderWithQuery(<PassengerNoticePage />);
    await waitFor(() => expect(rendered!.container.querySelector('h2')).not.toBeNull());
    expect(rendered.container.querySelector('h1')).toBeNull();
    const sections = [...rendered.container.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(sections).toEqual(['一、实名乘车', '二、候车与上车', '三、行李与物品', '四、儿童乘车', '五、乘车安全', '六、遗失物品', '七、联系我们']);
  });

  it('refund-notice renders its sections and links to the refund rules', async () => {
    rendered = renderWithQuery(<RefundNoticePage />);
    await waitFor(() => expect(rendered!.container.querySelector('h2')).not.toBeNull());
    expect(rendered.container.querySelector('h1')).toBeNull();
    const sections = [...rendered.container.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(sections).toEqual(['一、可以退票的车票', '二、退票手续费', '三、退款金额怎么算', '四、如何退票', '五、退款到账', '六、优惠券', '七、发票', '八、其他']);
    expect(rendered.container.querySelector('a[href="/udianbus/app/refund-rule.html"]')?.textContent).toBe('《退票规则》');
  });
});
