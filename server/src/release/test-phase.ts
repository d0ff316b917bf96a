// Test runs only: lets the many-machines suite kill a release tool (-9) at a named phase of a release, so every
// phase is reached deterministically. Active only when NODE_ENV is 'test' and MUSAWO_TEST_STOP_AT names the phase;
// then the process says where it is on stderr and waits there to be killed. In production it does nothing.
export type ReleasePhase = 'upload-files' | 'upload-manifest' | 'before-registry' | 'in-registry' | 'after-registry';

export async function releasePhase(phase: ReleasePhase): Promise<void> {
  if (process.env.NODE_ENV !== 'test' || process.env.MUSAWO_TEST_STOP_AT !== phase) return;
  process.stderr.write(`musawo release stopped at ${phase}\n`);
  await new Promise(() => setInterval(() => undefined, 1_000));
}
