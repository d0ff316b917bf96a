// argon2id password hashes. Production uses the OWASP baseline (19 MiB, 2 passes); tests use tiny parameters
// so suites that create dozens of accounts stay fast. The parameters travel inside each hash, so a hash made
// with either setting verifies under both.
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verify, so "no such user" and "wrong password" take equally long. */
  verifyNothing(password: string): Promise<void>;
}

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PRODUCTION_ARGON2: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// Test-only: a few milliseconds per hash instead of ~30 ms. Never used outside NODE_ENV=test.
export const TEST_ARGON2: Argon2Params = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };

export function createPasswordHasher(params: Argon2Params): PasswordHasher {
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, params),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        // A malformed stored hash is a data problem, not a reason to let anyone in.
        return false;
      }
    },
    async verifyNothing(password) {
      dummy ??= hash('musawo-timing-equaliser', params);
      await verify(await dummy, password).catch(() => false);
    },
  };
}

