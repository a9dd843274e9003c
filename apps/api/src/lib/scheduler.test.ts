import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Job, Scheduler, type SchedulerOptions } from './scheduler.js';

const clock = { now: () => new Date() };

function logSpy() {
  return { info: vi.fn(), error: vi.fn() };
}

/** A job whose runs take `takesMs`; it records how many ran at once. */
function slowJob(takesMs: number, overrides: Partial<Job> = {}) {
  const seen = { runs: 0, concurrent: 0, maxConcurrent: 0 };
  const job: Job = {
    name: 'slow',
    everyMs: 1000,
    scope: 'per-process',
    async run() {
      seen.runs++;
      seen.concurrent++;
      seen.maxConcurrent = Math.max(seen.maxConcurrent, seen.concurrent);
      await new Promise((resolve) => setTimeout(resolve, takesMs));
      seen.concurrent--;
    },
    ...overrides,
  };
  return { job, seen };
}

function scheduler(options: Partial<SchedulerOptions> = {}) {
  return new Scheduler({ clock, log: logSpy(), ...options });
}

describe('the scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never runs a job slower than its interval twice at once: the next run waits for the first tick after it ended', async () => {
    const { job, seen } = slowJob(2500);
    const s = scheduler().add(job);
    s.start();
    await vi.advanceTimersByTimeAsync(1000); // first run: 1.0 s → 3.5 s
    expect(seen).toEqual({ runs: 1, concurrent: 1, maxConcurrent: 1 });
    await vi.advanceTimersByTimeAsync(3000); // ticks at 2 s and 3 s skipped; 4 s starts the second
    expect(seen).toEqual({ runs: 2, concurrent: 1, maxConcurrent: 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen.maxConcurrent).toBe(1);
    expect(seen.runs).toBe(5); // at 1, 4, 7, 10 and 13 s
    const stopping = s.stop();
    await vi.advanceTimersByTimeAsync(1500);
    await stopping;
  });

  it('runs a job now on request, or waits for the run under way rather than start another', async () => {
    const { job, seen } = slowJob(500);
    const s = scheduler().add(job);
    const first = s.runNow('slow');
    const second = s.runNow('slow');
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all([first, second]);
    expect(seen).toEqual({ runs: 1, concurrent: 0, maxConcurrent: 1 });
  });

  it('logs a failed run with its name and runs the job again at the next tick', async () => {
    const log = logSpy();
    let calls = 0;
    const s = scheduler({ log }).add({
      name: 'flaky',
      everyMs: 1000,
      scope: 'per-process',
      async run() {
        calls++;
        if (calls === 1) throw new Error('database away');
        return { sent: 2 };
      },
    });
    s.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky' }), 'job flaky failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(log.info).toHaveBeenCalledWith({ job: 'flaky', sent: 2 }, 'job flaky done');
    await s.stop();
  });

  it('logs nothing for a run that did nothing', async () => {
    const log = logSpy();
    const s = scheduler({ log }).add({ name: 'idle', everyMs: 1000, scope: 'per-process', run: async () => 0 });
    await s.runNow('idle');
    expect(log.info).not.toHaveBeenCalled();
  });

  it('stop waits for the run under way, and nothing runs afterwards', async () => {
    const { job, seen } = slowJob(2000);
    const s = scheduler().add(job);
    s.start();
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = s.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    await stopping;
    expect(seen.concurrent).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen.runs).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs a one-shot at its delay, as many times as asked, then drops its timers', async () => {
    const run = vi.fn(async () => {});
    const s = scheduler().add({
      name: 'twice',
      everyMs: 50_000,
      firstAfterMs: 10_000,
      maxRuns: 2,
      scope: 'per-process',
      run,
    });
    s.start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
    await s.stop();
  });

  it('runs a job at once when its first delay is 0', async () => {
    const run = vi.fn(async () => {});
    const s = scheduler().add({ name: 'now', everyMs: 60_000, firstAfterMs: 0, scope: 'per-process', run });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await s.stop();
  });

  it('runs an advisory-lock job under the lock, and skips the run when another process holds it', async () => {
    const run = vi.fn(async () => 1);
    let held = false;
    const exclusive = vi.fn(async (_name: string, work: () => Promise<void>) => {
      if (held) return false;
      await work();
      return true;
    });
    const s = scheduler({ exclusive })
      .add({ name: 'purge', everyMs: 1000, scope: 'advisory-lock', run })
      .add({ name: 'beat', everyMs: 1000, scope: 'per-process', run: async () => {} });
    await s.runNow('purge');
    await s.runNow('beat');
    expect(exclusive).toHaveBeenCalledTimes(1);
    expect(exclusive).toHaveBeenCalledWith('purge', expect.any(Function));
    expect(run).toHaveBeenCalledTimes(1);
    held = true;
    await s.runNow('purge');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('refuses two jobs of one name', () => {
    const s = scheduler().add(slowJob(1).job);
    expect(() => s.add(slowJob(1).job)).toThrow('job slow is already scheduled');
  });
});

describe('the scheduler on a real clock', () => {
  it('sets timers that do not keep the process alive', async () => {
    const s = scheduler().add({ name: 'a', everyMs: 20, scope: 'per-process', run: async () => {} });
    const spy = vi.spyOn(globalThis, 'setInterval');
    s.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    spy.mockRestore();
    expect(timer.hasRef()).toBe(false);
    await s.stop();
  });
});
