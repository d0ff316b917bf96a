import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task: after the microtasks and a timer queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier timer'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'earlier timer', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await nextTask();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
