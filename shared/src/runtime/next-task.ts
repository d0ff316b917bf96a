interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser can take input and paint between two pieces of start-up work. On a
 * slow phone one long task (over 50 ms) blocks every tap made meanwhile; several short ones do not (issue 11:
 * Total Blocking Time). Uses `scheduler.yield()` where the browser has it: the continuation then runs ahead of
 * other queued work instead of behind it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
