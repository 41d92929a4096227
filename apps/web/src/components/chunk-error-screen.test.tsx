import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkErrorScreen } from './chunk-error-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('ChunkErrorScreen', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('says what happened and what to do, and retries on tap', () => {
    const onRetry = vi.fn();
    act(() => root.render(<ChunkErrorScreen onRetry={onRetry} />));
    expect(container.querySelector('h1')?.textContent).toBe('页面加载失败，请检查网络后重试');
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('重试');
    act(() => button?.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
