// Synthetic doctors for benchmarks (`npm run seed:scale -- <N>`, the search bench): spread over Uganda's main
// towns in proportion to where doctors practise, every specialty, realistic fees and ratings. Inserted in
// batches through the same repository as the demo seed.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/create-db';
import { insertDirectoryDoctors, type NewDirectoryDoctor } from '../directory/doctors-repo';
import { countSpecialties, insertSpecialties } from '../directory/specialties-repo';
import { AVAILABILITY_PATTERNS } from './directory-doctors';
import { SEED_SPECIALTIES, specialtyImage } from './directory-specialties';
import { createPrng, pick, seedId } from './prng';

const TOWNS: readonly { name: string; lat: number; lng: number; weight: number }[] = [
  { name: 'Kampala', lat: 0.3163, lng: 32.5822, weight: 35 },
  { name: 'Wakiso', lat: 0.3972, lng: 32.6386, weight: 12 },
  { name: 'Entebbe', lat: 0.0562, lng: 32.4795, weight: 5 },
  { name: 'Jinja', lat: 0.439, lng: 33.2032, weight: 8 },
  { name: 'Mbarara', lat: -0.6047, lng: 30.6485, weight: 8 },
  { name: 'Gulu', lat: 2.7746, lng: 32.299, weight: 7 },
  { name: 'Mbale', lat: 1.0821, lng: 34.175, weight: 6 },
  { name: 'Fort Portal', lat: 0.6617, lng: 30.2748, weight: 5 },
  { name: 'Arua', lat: 3.0201, lng: 30.911, weight: 5 },
  { name: 'Lira', lat: 2.2499, lng: 32.8999, weight: 5 },
  { name: 'Masaka', lat: -0.3338, lng: 31.7341, weight: 4 },
];
const FIRST = ['Sarah', 'Joseph', 'Ruth', 'Moses', 'Esther', 'Emmanuel', 'Florence', 'Ronald', 'Grace', 'Patrick', 'Annet', 'Allan', 'Christine', 'Denis', 'Joyce', 'Isaac'];
const LAST = ['Nakato', 'Ssekandi', 'Okello', 'Atuhaire', 'Waiswa', 'Opio', 'Wanyama', 'Kaahwa', 'Adriko', 'Namubiru', 'Tumwesigye', 'Akello', 'Babirye', 'Mugisha', 'Apio', 'Kato'];
const LANGS = [['English', 'Luganda'], ['English', 'Runyankole'], ['English', 'Luo'], ['English', 'Lusoga'], ['English', 'Lugbara', 'Swahili'], ['English', 'Rutooro']] as const;
const BATCH = 1_000;

/** One in eight is new; the rest average 3 to 5 stars over up to 60 reviews. */
function ratings(rand: () => number): { ratingSum: number; reviewCount: number } {
  if (rand() < 0.125) return { ratingSum: 0, reviewCount: 0 };
  const reviewCount = 1 + Math.floor(rand() * 60);
  return { reviewCount, ratingSum: Math.round(reviewCount * (3 + rand() * 2)) };
}

async function ensureSpecialties(db: Db, at: string): Promise<void> {
  if ((await countSpecialties(db)) > 0) return;
  await insertSpecialties(db, SEED_SPECIALTIES.map((s) => ({ id: seedId('specialty', s.key), name: s.name, image: specialtyImage(s.key), tags: s.tags })), at);
}

/** Adds `count` listed doctors; answers how long it took. */
export async function addScaleDoctors(db: Db, count: number, passwordHash: string, log: (line: string) => void = () => undefined): Promise<number> {
  const started = Date.now();
  const at = new Date().toISOString();
  await ensureSpecialties(db, at);
  const specialties = await db.selectFrom('specialties').select(['id', 'name']).execute();
  // Phones under +2563 are used by nobody else; continue after the ones earlier runs took.
  const existing = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('phone_number', 'like', '+2563%').executeTakeFirstOrThrow();
  const offset = Number(existing.n);
  const rand = createPrng(offset + 7);
  const totalWeight = TOWNS.reduce((s, t) => s + t.weight, 0);
  const patterns = Object.keys(AVAILABILITY_PATTERNS) as (keyof typeof AVAILABILITY_PATTERNS)[];
  const run = randomUUID().slice(0, 8);
  for (let done = 0; done < count; done += BATCH) {
    const batch: NewDirectoryDoctor[] = [];
    for (let i = done; i < Math.min(count, done + BATCH); i += 1) {
      let r = rand() * totalWeight;
      const town = TOWNS.find((t) => (r -= t.weight) < 0) ?? TOWNS[0];
      const specialty = pick(rand, specialties);
      if (town === undefined) throw new Error('no towns');
      const id = randomUUID();
      const name = `Dr. ${pick(rand, FIRST)} ${pick(rand, LAST)}`;
      const week: Partial<Record<string, readonly (readonly [string, string])[]>> = AVAILABILITY_PATTERNS[pick(rand, patterns)];
      batch.push({
        id,
        name,
        email: `scale-${run}-${i}@bench.musawo.test`,
        phone: `+2563${String(offset + i).padStart(8, '0')}`,
        passwordHash,
        gender: rand() < 0.5 ? 'female' : 'male',
        address: `${town.name}, Uganda`,
        city: town.name,
        specialtyId: specialty.id,
        specialtyName: specialty.name,
        // Up to ~15 km around the town centre.
        lat: town.lat + (rand() - 0.5) * 0.27,
        lng: town.lng + (rand() - 0.5) * 0.27,
        feeUgx: 20_000 + Math.floor(rand() * 27) * 5_000,
        experienceYears: 1 + Math.floor(rand() * 30),
        languages: pick(rand, LANGS),
        availability: Object.entries(week)
          .slice(0, 2)
          .map(([day, slots = []]) => ({ id: randomUUID(), day, slots: slots.map(([start, end]) => ({ id: randomUUID(), start, end })) })),
        createdAt: at,
        ...ratings(rand),
      });
    }
    await insertDirectoryDoctors(db, batch);
    if ((done / BATCH) % 20 === 0) log(`  ${Math.min(count, done + BATCH).toLocaleString('en-US')} doctors`);
  }
  return Date.now() - started;
}
