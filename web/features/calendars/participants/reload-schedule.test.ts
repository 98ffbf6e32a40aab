import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleReloads } from './reload-schedule';

describe('scheduleReloads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads after 3, 9 and 18 seconds', () => {
    const reload = vi.fn();
    scheduleReloads(reload);
    vi.advanceTimersByTime(2999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6000);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(9000);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('stops pending reloads when cancelled', () => {
    const reload = vi.fn();
    const cancel = scheduleReloads(reload);
    vi.advanceTimersByTime(3000);
    cancel();
    vi.advanceTimersByTime(20000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
