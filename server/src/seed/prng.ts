// Deterministic randomness for seeds: the same database every time, so demos and screenshots line up.
import { createHash } from 'node:crypto';

/** mulberry32: tiny, fast and good enough to pick names and ratings. */
export function createPrng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(rand: () => number, list: readonly T[]): T => {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** A stable UUID-shaped id for a seed record (version nibble 4, variant 8), from its kind and key. */
export function seedId(kind: string, key: string): string {
  const h = createHash('sha256').update(`musawo-seed:${kind}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
