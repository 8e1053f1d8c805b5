// Determinism for the demo data: a small seeded PRNG (mulberry32) and a clock anchored at
// "now", so every run creates the same ids, names and texts.

export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** One independent stream per name, so adding data to one area does not shift another. */
export function createRng(name: string): Rng {
  let seed = 0x5eed_2026;
  for (const ch of name) seed = Math.imul(seed ^ ch.charCodeAt(0), 0x9e37_79b1) >>> 0;
  const next = () => {
    seed = (seed + 0x6d2b_79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

const STUDENT_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz23456789';

/** A student id as the product makes them: 12 characters of a-z and 2-9. */
export function studentId(rng: Rng): string {
  let id = '';
  for (let i = 0; i < 12; i++) id += rng.pick([...STUDENT_ID_ALPHABET]);
  return id;
}

export interface Clock {
  now: Date;
  /** `days` days before now at hh:mm UTC (minutes may overflow, e.g. 14:75 is 15:15). */
  daysAgo(days: number, hh: number, mm?: number, ss?: number): Date;
  /** A moment `seconds` after `from`. */
  after(from: Date, seconds: number): Date;
}

export function createClock(now: Date): Clock {
  return {
    now,
    daysAgo(days, hh, mm = 0, ss = 0) {
      const d = new Date(now);
      d.setUTCDate(d.getUTCDate() - days);
      d.setUTCHours(hh, mm, ss, 0);
      // "0 days ago at 18:00" must not lie in the future.
      return d > now ? new Date(Math.floor(now.getTime() / 1000) * 1000 - 60_000 * (1 + (hh % 7))) : d;
    },
    after: (from, seconds) => new Date(from.getTime() + seconds * 1000),
  };
}
