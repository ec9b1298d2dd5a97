import { describe, expect, it } from 'vitest';
import { startQueue } from '../../api/jobs/queue.ts';

/** A pass that waits until the test lets it end, so the test decides what happens while it runs. */
function controlledPasses() {
  const started: AbortSignal[] = [];
  const finishers: (() => void)[] = [];
  const pass = (signal: AbortSignal) => {
    started.push(signal);
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  const finish = async () => {
    finishers.shift()!();
    // The runner's .finally starts the next pass in a later microtask.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, pass, finish };
}

describe('the job queue runner', () => {
  it('runs a pass at start, never two at once, and one more pass for any wakes during a pass', async () => {
    const { started, pass, finish } = controlledPasses();
    const queue = startQueue({ label: 'test', everyMs: 0, pass });
    expect(started).toHaveLength(1);
    queue.wake();
    queue.wake();
    expect(started).toHaveLength(1);
    await finish();
    expect(started).toHaveLength(2);
    await finish();
    expect(started).toHaveLength(2);
    const stopped = queue.stop();
    await stopped;
  });

  it('aborts the pass under way on stop, settles once it ended, and takes no wake after it', async () => {
    const { started, pass, finish } = controlledPasses();
    const queue = startQueue({ label: 'test', everyMs: 0, pass });
    let settled = false;
    const stopped = queue.stop().then(() => (settled = true));
    expect(started[0].aborted).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    await finish();
    await stopped;
    queue.wake();
    expect(started).toHaveLength(1);
  });

  it('keeps running after a pass fails', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const queue = startQueue({
        label: 'test',
        everyMs: 0,
        pass: async () => {
          calls++;
          if (calls === 1) throw new Error('first pass broke');
        },
      });
      await new Promise((resolve) => setImmediate(resolve));
      queue.wake();
      await new Promise((resolve) => setImmediate(resolve));
      expect(calls).toBe(2);
      expect(errors).toHaveLength(1);
      await queue.stop();
    } finally {
      console.error = original;
    }
  });
});
