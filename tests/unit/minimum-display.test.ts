// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FETCH_MIN_DISPLAY_MS, useMinimumDisplay } from '../../src/shell/use-minimum-display.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const render = (active: boolean) => renderHook(({ on }) => useMinimumDisplay(on), { initialProps: { on: active } });

describe('useMinimumDisplay (fetch minimum display delay, spec 1 §9)', () => {
  it('keeps an indicator that was shown until the minimum has passed, then drops it', () => {
    const hook = render(true);
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    hook.rerender({ on: false });
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(FETCH_MIN_DISPLAY_MS - 21));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(false);
  });

  it('drops it at once when the fetch took longer than the minimum', () => {
    const hook = render(true);
    act(() => vi.advanceTimersByTime(FETCH_MIN_DISPLAY_MS + 50));
    hook.rerender({ on: false });
    expect(hook.result.current).toBe(false);
  });

  it('drops it when the minimum runs out between the render that saw the fetch end and its effect', () => {
    const hook = render(true);
    const start = Date.now();
    // On a busy machine the render still reads a time inside the minimum, its effect one past it.
    const now = vi
      .spyOn(Date, 'now')
      .mockReturnValueOnce(start + 100)
      .mockReturnValue(start + FETCH_MIN_DISPLAY_MS + 50);
    hook.rerender({ on: false });
    now.mockRestore();
    expect(hook.result.current).toBe(false);
  });

  it('shows nothing when nothing loads, and continues the same indicator when a fetch starts again', () => {
    const idle = render(false);
    expect(idle.result.current).toBe(false);
    const hook = render(true);
    hook.rerender({ on: false });
    act(() => vi.advanceTimersByTime(100));
    hook.rerender({ on: true });
    act(() => vi.advanceTimersByTime(500));
    expect(hook.result.current).toBe(true);
    hook.rerender({ on: false });
    expect(hook.result.current).toBe(false);
  });
});
