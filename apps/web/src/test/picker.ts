/** Helpers for tests that turn antd-mobile's picker wheels as a passenger does. */
import { act } from 'react';

/**
 * How long a picker may take to slide in or out: its animation runs on timers a busy machine (the whole suite
 * at once) can hold up well past the usual 2 s.
 */
export const PICKER_MOTION_MS = 10_000;

/**
 * Lets the picker take what its wheel shows. The wheel marks its item chosen at once, but antd-mobile hands the
 * choice to the picker on a 0 ms timer: a 确定 tapped before that timer runs takes the value from before. A
 * timer set now runs after that one, so awaiting it settles the picker.
 */
export const settleWheel = (): Promise<void> => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
