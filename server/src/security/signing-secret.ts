// The signing secret when JWT_SECRET is unset (development): random, made once per data folder and kept beside
// the database (mode 0600), so every server process and restart signs with the same key and nobody else knows it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '../config';

const SECRET = /^[0-9a-f]{64}$/;

function readSecret(file: string): string | undefined {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return SECRET.test(value) ? value : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** The config with `jwtSecret` set: JWT_SECRET, else the secret file (created on first use), else a random one for this process. */
export function ensureSigningSecret(config: Config): Config & { jwtSecret: string } {
  if (config.jwtSecret !== undefined) return { ...config, jwtSecret: config.jwtSecret };
  const file = config.jwtSecretFile;
  if (file === undefined) return { ...config, jwtSecret: randomBytes(32).toString('hex') };
  const existing = readSecret(file);
  if (existing !== undefined) return { ...config, jwtSecret: existing };
  mkdirSync(dirname(file), { recursive: true });
  const fresh = randomBytes(32).toString('hex');
  try {
    // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
    return { ...config, jwtSecret: fresh };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const written = readSecret(file);
    if (written === undefined) throw new Error(`${file} does not hold a signing secret (64 hex characters): delete it or set JWT_SECRET`);
    return { ...config, jwtSecret: written };
  }
}
