// Demo data of the directory (DESIGN §6): specialties, 65 doctors besides the demo doctor, their weeks and
// reviews, and the health tips. Runs as a demo-data hook, so only on an empty database, and is deterministic
// (fixed ids from seedId, a seeded PRNG, fixed dates).
import { insertDirectoryDoctors, listDoctorAt, doctorListingHints, type NewDirectoryDoctor } from '../directory/doctors-repo';
import { insertReviewsAndRecompute, type NewReview } from '../directory/reviews-repo';
import { countSpecialties, insertSpecialties } from '../directory/specialties-repo';
import { insertTips } from '../directory/tips-repo';
import { createLocalPlacesProvider } from '../places/local-places-provider';
import type { DemoAccounts, DemoDataHook, SeedContext } from './demo-data';
import { AVAILABILITY_PATTERNS, SEED_DOCTORS, type SeedDoctor } from './directory-doctors';
import { RATING_WEIGHTS, REVIEW_TEXTS, REVIEWERS } from './directory-reviews';
import { SEED_SPECIALTIES, specialtyImage } from './directory-specialties';
import { seedTips } from './directory-tips';
import { createPrng, pick, seedId } from './prng';

/** Every seeded directory doctor signs in with this (demo data only; never seeded in production by default). */
export const DIRECTORY_DOCTOR_PASSWORD = 'Doctor#2026';
/** Reviews are dated before this instant, so the demo looks the same whenever it is seeded. */
const REVIEWS_UNTIL = Date.parse('2026-05-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

export const specialtySeedId = (key: string) => seedId('specialty', key);
export const doctorSeedId = (index: number) => seedId('doctor', String(index));

function emailFor(name: string, index: number): string {
  const local = name.replace(/^Dr\.\s*/, '').toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');
  return `${local}.${index}@musawo.test`;
}

/** MTN-style numbers (+25677...) that the demo accounts and test helpers (+25670...) never use. */
const phoneFor = (index: number) => `+25677${String(1_000_000 + index).padStart(7, '0')}`;

export function weekFor(doctorKey: string, pattern: SeedDoctor['pattern']): NewDirectoryDoctor['availability'] {
  const week: Partial<Record<string, readonly (readonly [string, string])[]>> = AVAILABILITY_PATTERNS[pattern];
  return Object.entries(week).map(([day, slots = []]) => ({
    id: seedId('availability', `${doctorKey}:${day}`),
    day,
    slots: slots.map(([start, end]) => ({ id: seedId('slot', `${doctorKey}:${day}:${start}`), start, end })),
  }));
}

function reviewsFor(doctorId: string, count: number, rand: () => number): NewReview[] {
  const out: NewReview[] = [];
  for (let i = 0; i < count; i += 1) {
    const rating = pick(rand, RATING_WEIGHTS);
    const daysAgo = Math.floor(rand() * 300) + i;
    out.push({
      id: seedId('review', `${doctorId}:${i}`),
      doctorId,
      patientId: null,
      appointmentId: null,
      reviewerName: pick(rand, REVIEWERS),
      rating,
      text: pick(rand, REVIEW_TEXTS[rating]),
      createdAt: new Date(REVIEWS_UNTIL - daysAgo * DAY_MS - Math.floor(rand() * 36_000_000)).toISOString(),
    });
  }
  return out;
}

export async function seedDirectory(ctx: SeedContext, accounts: DemoAccounts): Promise<void> {
  // The hook only runs on an empty database; this guard keeps a second run (or a partial one) harmless.
  if ((await countSpecialties(ctx.db)) > 0) return;
  const at = ctx.now().toISOString();
  await insertSpecialties(
    ctx.db,
    SEED_SPECIALTIES.map((s) => ({ id: specialtySeedId(s.key), name: s.name, image: specialtyImage(s.key), tags: s.tags })),
    at,
  );
  const specialtyIdByName = new Map(SEED_SPECIALTIES.map((s) => [s.name, specialtySeedId(s.key)]));
  const rand = createPrng(20_260_501);
  const reviews: NewReview[] = [];

  // The demo doctor of DESIGN §6 (created by demo-data.ts) joins the directory where its profile says.
  const hints = await doctorListingHints(ctx.db, accounts.doctorId);
  const demoSpecialty = specialtyIdByName.get(hints?.specialtyName ?? 'General Practice') ?? specialtySeedId('general-practice');
  const demoPlace = await createLocalPlacesProvider().geocode(hints?.address ?? 'Kampala');
  await listDoctorAt(ctx.db, accounts.doctorId, demoSpecialty, demoPlace ?? { lat: 0.3163, lng: 32.5822 });
  reviews.push(...reviewsFor(accounts.doctorId, 6, rand));

  const passwordHash = await ctx.passwords.hash(DIRECTORY_DOCTOR_PASSWORD);
  const doctors: NewDirectoryDoctor[] = SEED_DOCTORS.map((d, index) => {
    const id = doctorSeedId(index);
    const specialtyId = specialtyIdByName.get(d.specialty);
    if (specialtyId === undefined) throw new Error(`seed doctor ${d.name}: unknown specialty ${d.specialty}`);
    return {
      id,
      name: d.name,
      email: emailFor(d.name, index),
      phone: phoneFor(index),
      passwordHash,
      gender: d.gender,
      address: d.address,
      city: d.city,
      specialtyId,
      specialtyName: d.specialty,
      lat: d.lat,
      lng: d.lng,
      feeUgx: d.feeUgx,
      experienceYears: d.experience,
      languages: d.languages,
      availability: weekFor(`demo-${index}`, d.pattern),
      createdAt: at,
    };
  });
  await insertDirectoryDoctors(ctx.db, doctors);
  SEED_DOCTORS.forEach((d, index) => reviews.push(...reviewsFor(doctorSeedId(index), d.reviews, rand)));
  await insertReviewsAndRecompute(ctx.db, reviews);
  await insertTips(ctx.db, seedTips((key) => seedId('tip', key)));
  ctx.log.info({ specialties: SEED_SPECIALTIES.length, doctors: doctors.length + 1, reviews: reviews.length }, 'seeded the directory');
}

export const directoryDemoHook: DemoDataHook = { name: 'directory', run: seedDirectory };
