import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RefusalText } from './gtfs-import-tab';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const show = (text: string) => {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() => root?.render(<RefusalText text={text} />));
  return host;
};

describe('a refused GTFS upload', () => {
  it('lists every problem the server found, one per item, under what happened', () => {
    const host = show(
      [
        'GTFS 数据有误，未做任何更改（共发现 3 处问题）',
        '  stops.txt 第 3 行：stop_lat 的值 95.1 超出范围，应在 -90 到 90 之间',
        '  trips.txt 第 3 行：route_id“NOPE”在 routes.txt 中不存在',
        '  ……另有 1 处问题未列出',
      ].join('\n'),
    );
    expect(host.textContent).toContain('GTFS 数据有误，未做任何更改（共发现 3 处问题）');
    expect([...host.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'stops.txt 第 3 行：stop_lat 的值 95.1 超出范围，应在 -90 到 90 之间',
      'trips.txt 第 3 行：route_id“NOPE”在 routes.txt 中不存在',
      '……另有 1 处问题未列出',
    ]);
  });

  it('keeps a single problem as one sentence', () => {
    const host = show('GTFS 数据有误，未做任何更改。stop_times.txt 第 3 行：stop_id“Z”在 stops.txt 中不存在');
    expect(host.querySelectorAll('li')).toHaveLength(0);
    expect(host.textContent).toBe('GTFS 数据有误，未做任何更改。stop_times.txt 第 3 行：stop_id“Z”在 stops.txt 中不存在');
  });
});
