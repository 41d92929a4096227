import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithQuery, waitFor, type Rendered } from '../../test/render';
import { usePickerWheelLabels } from './use-picker-wheel-labels';

const Probe = ({ isOpen }: { isOpen: boolean }) => {
  usePickerWheelLabels(isOpen);
  return null;
};

describe('picker wheel labels', () => {
  let rendered: Rendered | undefined;
  afterEach(() => {
    rendered?.unmount();
    document.body.querySelectorAll('.adm-picker-view-column-item').forEach((item) => item.remove());
  });

  const wheelItem = (label: string) => {
    const item = document.createElement('div');
    item.className = 'adm-picker-view-column-item';
    item.setAttribute('aria-label', label);
    document.body.append(item);
    return item;
  };

  it('says 已选 for the chosen item while a picker is open, now and as the wheel turns', async () => {
    const first = wheelItem('active');
    rendered = renderWithQuery(<Probe isOpen />);
    expect(first.getAttribute('aria-label')).toBe('已选');
    const next = wheelItem('');
    act(() => next.setAttribute('aria-label', 'active'));
    await waitFor(() => expect(next.getAttribute('aria-label')).toBe('已选'));
  });

  it('leaves the page alone while no picker is open', () => {
    const item = wheelItem('active');
    rendered = renderWithQuery(<Probe isOpen={false} />);
    expect(item.getAttribute('aria-label')).toBe('active');
  });
});
