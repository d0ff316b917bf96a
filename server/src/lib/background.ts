// Work that must not delay or shape the response (e.g. the reset email, whose timing would otherwise tell
// whether an account exists). Failures are logged; `idle()` lets shutdown and tests wait for completion.
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackground(onError: (name: string, err: unknown) => void): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const p: Promise<void> = Promise.resolve()
        .then(task)
        .catch((err: unknown) => onError(name, err))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
