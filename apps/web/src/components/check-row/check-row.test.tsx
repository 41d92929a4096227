import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithQuery, type Rendered } from '../../test/render';
import { CheckRow } from './check-row';

const Harness = ({ isDisabled = false, isIndeterminate = false }: { isDisabled?: boolean; isIndeterminate?: boolean }) => {
  const [isChecked, setChecked] = useState(false);
  return (
    <CheckRow isChecked={isChecked} isIndeterminate={isIndeterminate} isDisabled={isDisabled} onChange={setChecked}>
      我已阅读并同意
    </CheckRow>
  );
};

describe('CheckRow', () => {
  let rendered: Rendered | undefined;
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  const box = () => rendered!.container.querySelector<HTMLElement>('[role="checkbox"]')!;

  it('is a checkbox named by its words, toggled by a tap anywhere on it and by Space or Enter', () => {
    rendered = renderWithQuery(<Harness />);
    expect(box().textContent).toBe('我已阅读并同意');
    expect(box().getAttribute('aria-checked')).toBe('false');
    expect(box().tabIndex).toBe(0);
    act(() => box().querySelector<HTMLElement>('.adm-checkbox')!.click());
    expect(box().getAttribute('aria-checked')).toBe('true');
    expect(box().querySelector('.adm-checkbox-checked')).not.toBeNull();
    act(() => box().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
    expect(box().getAttribute('aria-checked')).toBe('false');
    act(() => box().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(box().getAttribute('aria-checked')).toBe('true');
  });

  it('says mixed when half chosen, and a disabled one does not change', () => {
    rendered = renderWithQuery(<Harness isIndeterminate />);
    expect(box().getAttribute('aria-checked')).toBe('mixed');
    rendered.unmount();
    rendered = renderWithQuery(<Harness isDisabled />);
    act(() => box().click());
    expect(box().getAttribute('aria-checked')).toBe('false');
    expect(box().getAttribute('aria-disabled')).toBe('true');
    expect(box().tabIndex).toBe(-1);
  });
});
