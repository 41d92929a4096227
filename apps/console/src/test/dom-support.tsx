import type { OperatorRole } from '@udian/contracts/operator-roles';
import type { Operator } from '@udian/contracts/schemas/operators';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { OperatorContext } from '../app/operator-context';

/** What the sections' rendering tests share: jsdom's gaps filled, a signed-in operator, small DOM helpers. */

export const prepareDom = () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // antd's inputs and tables measure themselves; jsdom has no ResizeObserver nor media queries.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
};

/** A signed-in operator of a role (a 单位管理员 with the group given). */
export const operatorOf = (role: OperatorRole, group: Operator['group'] = null): Operator => ({
  id: '1',
  username: role,
  displayName: role,
  role,
  group: role === 'groupAdmin' ? group : null,
  mustChangePassword: false,
  isTotpOn: false,
  isDisabled: false,
  lockedUntil: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

let root: Root | undefined;
let host: HTMLElement | undefined;

/** Renders a node as the operator would see it: a fresh query client (no retries), the operator, antd's App. */
export const renderAs = async (node: ReactNode, operator: Operator) => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root!.render(
      <QueryClientProvider client={client}>
        <OperatorContext value={operator}>
          <App>{node}</App>
        </OperatorContext>
      </QueryClientProvider>,
    ),
  );
};

export const cleanUp = () => {
  act(() => root?.unmount());
  host?.remove();
  document.body.innerHTML = '';
};

export const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 30))));

/** Lets the page work until the check holds (antd validates and animates asynchronously), or gives up after a second. */
export const until = async (check: () => boolean) => {
  for (let i = 0; i < 30 && !check(); i += 1) await settle();
};

const squeezed = (text: string | null | undefined) => text?.replace(/\s/g, '') ?? '';
export const buttons = (name: string) => [...document.querySelectorAll('button')].filter((b) => squeezed(b.textContent) === name);
export const button = (name: string) => {
  const found = buttons(name)[0];
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

export const type = async (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  await act(async () => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

export const byLabel = <T extends HTMLElement>(text: string): T => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent === text);
  const id = label?.getAttribute('for');
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error(`no input labelled ${text}`);
  return element as T;
};

/** The texts of a table's body cells, row by row. */
export const tableRows = (scope: ParentNode = document): string[][] =>
  [...scope.querySelectorAll('tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));

/** A Segmented's option by its label (its radio input, to click). */
export const segment = (label: string) =>
  [...document.querySelectorAll<HTMLInputElement>('.ant-segmented-item input')].find((input) => input.parentElement?.textContent === label);

/** The field messages antd shows (one may still be leaving: antd animates it out). */
export const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
