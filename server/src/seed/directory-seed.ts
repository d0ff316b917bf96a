// Demo data of the directory (DESIGN §6): specialties, 65 doctors besides the demo doctor, their weeks and
// reviews, and the health tips. Runs as a demo-data hook, so only on an empty database, and is deterministic
// (fixed ids from seedId, a seeded PRNG, fixed dates).
import { insertDirectoryDoctors, listDoctorAt, doctorListingHints, setDoctorImage, type NewDirectoryDoctor } from '../directory/doctors-repo';
import { insertReviewsAndRecompute, type NewReview } from '../directory/reviews-repo';
import { countSpecialties, insertSpecialties } from '../directory/specialties-repo';
import { insertTips } from '../directory/tips-repo';
import { createLocalPlacesProvider } from '../places/local-places-provider';
import { DEMO_DOCTOR, type DemoAccounts, type DemoDataHook, type SeedContext } from './demo-data';
import { AVAILABILITY_PATTERNS, SEED_DOCTORS, type SeedDoctor } from './directory-doctors';
import {
  fillReview,
  GENERAL_TEXTS,
  LANGUAGE_TEXTS,
  RATING_WEIGHTS,
  REGION_OF_CITY,
  REVIEWERS_BY_REGION,
  SPECIALTY_TEXTS,
  type Rating,
  type ReviewerRegion,
} from './directory-reviews';
import { SEED_SPECIALTIES, specialtyImage } from './directory-specialties';
import { seedTips } from './directory-tips';
import { createPrng, pick, seedId } from './prng';
import { DEMO_DOCTOR_PORTRAIT_KEY, directoryPortraitKey, seedPortraitUrl } from './seed-portraits';

/** Every seeded directory doctor signs in with this (demo data only; never seeded in production by default). */
export const DIRECTORY_DOCTOR_PASSWORD = 'Doctor#2026';
/** Reviews are dated before this instant, so the demo looks the same whenever it is seeded. */
const REVIEWS_UNTIL = Date.parse('2026-05-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

const specialtySeedId = (key: string) => seedId('specialty', key);
const doctorSeedId = (index: number) => seedId('doctor', String(index));

function emailFor(name: string, index: number): string {
  const local = name.replace(/^Dr\.\s*/, '').toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');
  return `${local}.${index}@musawo.test`;
}

/** MTN-style numbers (+25677...) that the demo accounts and test helpers (+25670...) never use. */
const phoneFor = (index: number) => `+25677${String(1_000_000 + index).padStart(7, '0')}`;

function weekFor(doctorKey: string, pattern: SeedDoctor['pattern']): NewDirectoryDoctor['availability'] {
  const week: Partial<Record<string, readonly (readonly [string, string])[]>> = AVAILABILITY_PATTERNS[pattern];
  return Object.entries(week).map(([day, slots = []]) => ({
    id: seedId('availability', `${doctorKey}:${day}`),
    day,
    slots: slots.map(([start, end]) => ({ id: seedId('slot', `${doctorKey}:${day}:${start}`), start, end })),
  }));
}

interface ReviewSubject {
  id: string;
  gender: 'male' | 'female';
  specialty: string;
  languages: readonly string[];
  city: string;
}

/** Hands out reviewer names region by region, each deck shuffled and used up before any name comes round again. */
function createReviewerDecks(rand: () => number): (city: string) => string {
  const decks = new Map<ReviewerRegion, string[]>();
  const regions = Object.keys(REVIEWERS_BY_REGION) as ReviewerRegion[];
  const draw = (region: ReviewerRegion): string => {
    let deck = decks.get(region);
    if (deck === undefined || deck.length === 0) {
      deck = [...REVIEWERS_BY_REGION[region]];
      for (let i = deck.length - 1; i > 0; i -= 1) {
        const j = Math.floor(rand() * (i + 1));
        [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
      }
      decks.set(region, deck);
    }
    return deck.pop() as string;
  };
  return (city) => {
    const home = REGION_OF_CITY[city] ?? 'mixed';
    // Patients travel: one review in five (and every review in the capital) comes from anywhere in the country.
    const region = home === 'mixed' || rand() < 0.2 ? pick(rand, regions) : home;
    return draw(region);
  };
}

/** A mix for the demo (issue 50 item 6): most doctors see patients both ways, every 6th only in person, every 8th only online. */
function seedVisitModes(index: number): 'both' | 'in_person' | 'online' {
  if (index % 6 === 2) return 'in_person';
  if (index % 8 === 5) return 'online';
  return 'both';
}

/** A text for this rating that fits the doctor's specialty, gender and languages, not one they already have. */
function reviewText(subject: ReviewSubject, rating: Rating, used: Set<string>, rand: () => number): string {
  const topical = SPECIALTY_TEXTS[subject.specialty];
  const local = subject.languages.filter((l) => l !== 'English');
  const roll = rand();
  let pool: readonly string[];
  if (rating >= 4 && local.length > 0 && roll < 0.12) pool = LANGUAGE_TEXTS;
  else if (rating >= 4 && topical !== undefined && roll < 0.75) pool = topical.good;
  else if (rating === 3 && topical !== undefined && roll < 0.5) pool = topical.mixed;
  else pool = GENERAL_TEXTS[rating];
  const fresh = pool.filter((t) => !used.has(t));
  const template = pick(rand, fresh.length > 0 ? fresh : GENERAL_TEXTS[rating]);
  used.add(template);
  return fillReview(template, subject.gender, local.length > 0 ? pick(rand, local) : undefined);
}

function reviewsFor(subject: ReviewSubject, count: number, rand: () => number, reviewerIn: (city: string) => string): NewReview[] {
  const out: NewReview[] = [];
  const usedTexts = new Set<string>();
  const usedNames = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    const rating = pick(rand, RATING_WEIGHTS);
    const daysAgo = Math.floor(rand() * 300) + i;
    let reviewerName = reviewerIn(subject.city);
    for (let tries = 0; usedNames.has(reviewerName) && tries < 5; tries += 1) reviewerName = reviewerIn(subject.city);
    usedNames.add(reviewerName);
    out.push({
      id: seedId('review', `${subject.id}:${i}`),
      doctorId: subject.id,
      patientId: null,
      appointmentId: null,
      reviewerName,
      rating,
      text: reviewText(subject, rating, usedTexts, rand),
      createdAt: new Date(REVIEWS_UNTIL - daysAgo * DAY_MS - Math.floor(rand() * 36_000_000)).toISOString(),
    });
  }
  return out;
}

async function seedDirectory(ctx: SeedContext, accounts: DemoAccounts): Promise<void> {
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
  const reviewerIn = createReviewerDecks(rand);
  const reviews: NewReview[] = [];

  // Made-up UMDPC numbers, marked demo data (the Verified badge says so), valid to the end of next year.
  const demoLicence = (n: number) => ({ umdpcNumber: `DEMO-${String(10_001 + n)}`, expiresOn: `${new Date(at).getUTCFullYear() + 1}-12-31`, demo: true });
  // The demo doctor of DESIGN §6 (created by demo-data.ts) joins the directory where its profile says.
  const hints = await doctorListingHints(ctx.db, accounts.doctorId);
  const demoSpecialty = specialtyIdByName.get(hints?.specialtyName ?? 'General Practice') ?? specialtySeedId('general-practice');
  const demoPlace = await createLocalPlacesProvider().geocode(hints?.address ?? 'Kampala');
  await listDoctorAt(ctx.db, accounts.doctorId, demoSpecialty, demoPlace ?? { lat: 0.3163, lng: 32.5822 }, demoLicence(0));
  await setDoctorImage(ctx.db, accounts.doctorId, seedPortraitUrl(DEMO_DOCTOR_PORTRAIT_KEY));
  const demoSubject: ReviewSubject = {
    id: accounts.doctorId,
    gender: DEMO_DOCTOR.gender,
    specialty: hints?.specialtyName ?? 'General Practice',
    languages: DEMO_DOCTOR.languages,
    city: DEMO_DOCTOR.city,
  };
  reviews.push(...reviewsFor(demoSubject, 6, rand, reviewerIn));

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
      visitModes: seedVisitModes(index),
      licence: demoLicence(index + 1),
      imageUrl: seedPortraitUrl(directoryPortraitKey(index)),
      createdAt: at,
    };
  });
  await insertDirectoryDoctors(ctx.db, doctors);
  SEED_DOCTORS.forEach((d, index) =>
    reviews.push(...reviewsFor({ id: doctorSeedId(index), gender: d.gender, specialty: d.specialty, languages: d.languages, city: d.city }, d.reviews, rand, reviewerIn)),
  );
  await insertReviewsAndRecompute(ctx.db, reviews);
  await insertTips(ctx.db, seedTips((key) => seedId('tip', key)));
  ctx.log.info({ specialties: SEED_SPECIALTIES.length, doctors: doctors.length + 1, reviews: reviews.length }, 'seeded the directory');
}

export const directoryDemoHook: DemoDataHook = { name: 'directory', run: seedDirectory };
