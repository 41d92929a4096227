/** Rendering helpers for component tests (react-dom/client + act; no testing library is installed). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Rendered = { container: HTMLDivElement; client: QueryClient; root: Root; unmount: () => void };

export const renderWithQuery = (node: ReactNode): Rendered => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: 0 } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<QueryClientProvider client={client}>{node}</QueryClientProvider>));
  return {
    container,
    client,
    root,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      client.clear();
    },
  };
};

/** Lets promises, lazy chunks and React updates settle until `check` passes (or fails after `timeoutMs`). */
export const waitFor = async (check: () => void, timeoutMs = 2000): Promise<void> => {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
};

export const textOf = (element: Element | null | undefined): string => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The button whose text is `text`. */
export const buttonNamed = (container: Element, text: string): HTMLButtonElement | undefined =>
  [...container.querySelectorAll('button')].find((button) => textOf(button) === text);
