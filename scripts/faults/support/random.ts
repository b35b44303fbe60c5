/**
 * A seeded random generator (mulberry32): the fault suite's choices (which call times out, when
 * a process is killed) replay with the same FAULTS_SEED.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number of ms in [min, max). */
export const between = (random: () => number, min: number, max: number) =>
  Math.floor(min + random() * (max - min));
