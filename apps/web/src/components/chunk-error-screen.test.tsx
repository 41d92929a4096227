import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery, type Rendered } from '../test/render';
import { ChunkErrorScreen } from './chunk-error-screen';

describe('ChunkErrorScreen', () => {
  let rendered: Rendered;
  afterEach(() => rendered.unmount());

  it('says what happened and what to do, and retries on tap', () => {
    const onRetry = vi.fn();
    rendered = renderWithQuery(<ChunkErrorScreen onRetry={onRetry} />);
    expect(rendered.container.querySelector('h2')?.textContent).toBe('页面加载失败，请检查网络后重试');
    const button = rendered.container.querySelector('button');
    expect(button?.textContent).toBe('重试');
    act(() => button?.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
