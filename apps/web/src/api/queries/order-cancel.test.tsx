import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@udian/contracts/schemas/orders';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../client', () => ({ call: mocks.call }));

import { renderWithQuery, waitFor, type Rendered } from '../../test/render';
import { useOrderCancel } from './order-cancel';
import { orderKeys } from './order-keys';

const ORDER_NO = 'UD20260601081500123456';
const cancelled = { orderNo: ORDER_NO, status: 'cancelled' } as Order;

const LIST_KEY = [...orderKeys.all, 'list', 'u1', 'all'];

const seed = (client: QueryClient) => {
  client.setQueryData(orderKeys.detail(ORDER_NO), { orderNo: ORDER_NO, status: 'pending' });
  client.setQueryData(LIST_KEY, { pages: [] });
};

/** Renders the hook over a cache holding the order and a list, and cancels once. */
const cancelOnce = (onCancelled?: (order: Order) => Promise<unknown>): Rendered => {
  let mutate: ((orderNo: string) => void) | undefined;
  const Probe = () => {
    mutate = useOrderCancel({ onCancelled }).mutate;
    return null;
  };
  const rendered = renderWithQuery(<Probe />);
  seed(rendered.client);
  mutate?.(ORDER_NO);
  return rendered;
};

describe('useOrderCancel', () => {
  let rendered: Rendered | undefined;
  beforeEach(() => {
    mocks.call.mockResolvedValue({ ok: true, data: cancelled, meta: { code: 1, desc: '成功', timestamp: 0 } });
  });
  afterEach(() => {
    rendered?.unmount();
    mocks.call.mockReset();
  });

  it('keeps the answer as the order and marks every order query stale', async () => {
    rendered = cancelOnce();
    const { client } = rendered;
    await waitFor(() => expect(client.getQueryData(orderKeys.detail(ORDER_NO))).toEqual(cancelled));
    await waitFor(() => expect(client.getQueryState(LIST_KEY)?.isInvalidated).toBe(true));
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/order/cancel' }), { body: { orderNo: ORDER_NO } });
  });

  it("then asks the page's own queries again", async () => {
    const onCancelled = vi.fn(async () => undefined);
    rendered = cancelOnce(onCancelled);
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(cancelled));
  });
});
