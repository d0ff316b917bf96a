// The doctor directory: search by place, specialty, rating and fee; one doctor; the featured list. Rows stay
// here; callers get DoctorRecord (fees in UGX) and turn it into the wire shape with the caller's currency.
import type { AvailabilityEntry, DoctorLicence, VisitMode } from '@musawo/shared/contracts';
import { type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/create-db';
import type { Database, DoctorVisitModesColumn, UnlistedReason } from '../db/schema';
import { availabilityByDoctor } from './availability-repo';
import { boundingBox, distanceKmSql, innerBox, type LatLng } from './geo';
import { tagsBySpecialty } from './specialties-repo';

export interface DoctorRecord {
  id: string;
  name: string;
  imageUrl: string | null;
  address: string;
  /** The town or district the profile names (landing pages find its district: districts.ts). */
  city: string | null;
  lat: number | null;
  lng: number | null;
  experienceYears: number;
  feeUgx: number;
  languages: string[];
  /** Average of the reviews; meaningless while reviewCount is 0. */
  rating: number;
  reviewCount: number;
  specialty: { id: string; name: string; tags: string[] };
  availability: AvailabilityEntry[];
  distanceKm: number | null;
  /** At their place, online, or both (issue 50 item 6). */
  visitModes: VisitMode[];
  /** The Verified badge's licence (issue 47); null for a doctor without one on file. */
  licence: DoctorLicence | null;
  /** Why patients do not find the doctor (ADR 209); null when listed. */
  unlistedReason: UnlistedReason | null;
}

/** The doctor's column as the wire's list: 'both' is both modes (issue 50 item 6). */
export function offeredModes(column: DoctorVisitModesColumn): VisitMode[] {
  return column === 'both' ? ['in_person', 'online'] : [column];
}

/** The wire's list as the column; undefined when it names no mode. */
export function visitModesColumn(modes: readonly VisitMode[]): DoctorVisitModesColumn | undefined {
  const set = new Set(modes);
  if (set.has('in_person') && set.has('online')) return 'both';
  if (set.has('in_person')) return 'in_person';
  if (set.has('online')) return 'online';
  return undefined;
}

export interface DoctorQuery {
  /** Only these specialties; undefined means every listed doctor. */
  specialtyIds?: readonly string[];
  /** Only doctors whose profile's town is one of these (lower case): a district's places (landing pages). */
  places?: readonly string[];
  minRating?: number;
  minFeeUgx?: number;
  maxFeeUgx?: number;
  /** Only doctors within radiusKm of center, nearest first. */
  near?: { center: LatLng; radiusKm: number };
  /** Distances are reported from here (and sorted by, when `near` is set). */
  origin?: LatLng;
  offset: number;
  limit: number;
}

type Dp = ExpressionBuilder<Database & { dp: Database['doctor_profiles'] }, 'dp'>;
type DpQuery<O> = SelectQueryBuilder<Database & { dp: Database['doctor_profiles'] }, 'dp', O>;

function applyFilters<O>(query: DpQuery<O>, q: DoctorQuery): DpQuery<O> {
  // A doctor is in the directory once they have a specialty (sign-up alone does not list them), unless unlisted
  // (a new doctor until they set their hours, a doctor whose practising licence has expired: ADR 209).
  let out = query.where('dp.unlisted_reason', 'is', null);
  out = q.specialtyIds === undefined ? out.where('dp.specialty_id', 'is not', null) : out.where('dp.specialty_id', 'in', q.specialtyIds.length > 0 ? q.specialtyIds : ['']);
  // A suspended doctor is in no listing (ADR 208).
  out = out.where('dp.suspended_at', 'is', null);
  if (q.places !== undefined) out = out.where(sql<string>`lower(dp.city)`, 'in', q.places.length > 0 ? q.places : ['']);
  if (q.minRating !== undefined && q.minRating > 0) out = out.where('dp.rating', '>=', q.minRating);
  if (q.minFeeUgx !== undefined && q.minFeeUgx > 0) out = out.where('dp.consultation_fee', '>=', q.minFeeUgx);
  if (q.maxFeeUgx !== undefined) out = out.where('dp.consultation_fee', '<=', q.maxFeeUgx);
  if (q.near !== undefined) {
    const box = boundingBox(q.near.center, q.near.radiusKm);
    const inner = innerBox(q.near.center, q.near.radiusKm);
    const center = q.near.center;
    const radius = q.near.radiusKm;
    out = out
      .where('dp.lat', '>=', box.minLat)
      .where('dp.lat', '<=', box.maxLat)
      .where('dp.lng', '>=', box.minLng)
      .where('dp.lng', '<=', box.maxLng)
      .where((eb: Dp) => {
        const within = eb(distanceKmSql(center, 'dp.lat', 'dp.lng'), '<=', radius);
        if (inner === undefined) return within;
        // Inside the inner box a doctor is near without working out the distance (most of a town's doctors): the
        // engines stop at the first true term of an OR, so the trigonometry runs only for the box's corners.
        const inside = eb.and([eb('dp.lat', '>=', inner.minLat), eb('dp.lat', '<=', inner.maxLat), eb('dp.lng', '>=', inner.minLng), eb('dp.lng', '<=', inner.maxLng)]);
        return eb.or([inside, within]);
      });
  }
  return out;
}

function parseLanguages(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

function pageQuery(db: Db, q: DoctorQuery) {
  const origin = q.near?.center ?? q.origin;
  const distance: RawBuilder<number | null> = origin === undefined ? sql<null>`null` : distanceKmSql(origin, 'dp.lat', 'dp.lng');
  // Pick the page from doctor_profiles alone (index range + sort of narrow rows), then join the wide columns
  // for those few rows only: sorting thousands of joined rows was most of a search's time at 100k doctors.
  const filtered = applyFilters(db.selectFrom('doctor_profiles as dp'), q).select(['dp.user_id', distance.as('distance_km')]);
  const ordered =
    q.near !== undefined
      ? filtered.orderBy('distance_km').orderBy('dp.rating', 'desc').orderBy('dp.user_id')
      : filtered.orderBy('dp.rating', 'desc').orderBy('dp.review_count', 'desc').orderBy('dp.user_id');
  const page = ordered.offset(q.offset).limit(q.limit).as('pg');
  const joined = db
    .selectFrom(page)
    .innerJoin('doctor_profiles as dp', 'dp.user_id', 'pg.user_id')
    .innerJoin('users as u', 'u.id', 'dp.user_id')
    .innerJoin('specialties as s', 's.id', 'dp.specialty_id')
    .select([
      'u.id',
      'u.name',
      'u.image_url',
      'u.address',
      'dp.city',
      'dp.lat',
      'dp.lng',
      'dp.experience_years',
      'dp.consultation_fee',
      'dp.languages',
      'dp.rating',
      'dp.review_count',
      'dp.visit_modes',
      'dp.umdpc_number',
      'dp.licence_expires_on',
      'dp.licence_demo',
      'dp.unlisted_reason',
      's.id as specialty_id',
      's.name as specialty_name',
      'pg.distance_km',
    ]);
  // The outer query restates the order: a joined subquery's order is not guaranteed to survive.
  return q.near !== undefined
    ? joined.orderBy('pg.distance_km').orderBy('dp.rating', 'desc').orderBy('u.id')
    : joined.orderBy('dp.rating', 'desc').orderBy('dp.review_count', 'desc').orderBy('u.id');
}

async function hydrate(db: Db, rows: Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>): Promise<DoctorRecord[]> {
  const [tags, availability] = await Promise.all([tagsBySpecialty(db, [...new Set(rows.map((r) => r.specialty_id))]), availabilityByDoctor(db, rows.map((r) => r.id))]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    imageUrl: r.image_url,
    address: r.address ?? r.city ?? '',
    city: r.city,
    lat: r.lat,
    lng: r.lng,
    experienceYears: r.experience_years,
    feeUgx: r.consultation_fee,
    languages: parseLanguages(r.languages),
    rating: r.rating,
    reviewCount: r.review_count,
    specialty: { id: r.specialty_id, name: r.specialty_name, tags: tags.get(r.specialty_id) ?? [] },
    availability: availability.get(r.id) ?? [],
    distanceKm: r.distance_km === null || r.distance_km === undefined ? null : Math.round(Number(r.distance_km) * 10) / 10,
    visitModes: offeredModes(r.visit_modes),
    licence: r.umdpc_number === null || r.licence_expires_on === null ? null : { umdpcNumber: r.umdpc_number, validUntil: r.licence_expires_on, demo: r.licence_demo === 1 },
    unlistedReason: r.unlisted_reason,
  }));
}

async function countDoctors(db: Db, q: DoctorQuery): Promise<number> {
  const row = await applyFilters(db.selectFrom('doctor_profiles as dp'), q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of matching doctors and how many match in all. */
export async function searchDoctors(db: Db, q: DoctorQuery): Promise<{ doctors: DoctorRecord[]; total: number }> {
  if (q.near === undefined) {
    const [rows, total] = await Promise.all([pageQuery(db, q).execute(), countDoctors(db, q)]);
    return { doctors: await hydrate(db, rows), total };
  }
  const total = await countDoctors(db, q);
  const rows = total <= q.offset ? [] : await nearestPage(db, q, q.near, total);
  return { doctors: await hydrate(db, rows), total };
}

/**
 * The page of a search near a place, looked for in a small circle first. Ordering every doctor near Kampala by
 * distance to answer the nearest ten worked out ~50k distances and sorted them (~45 ms at 100k doctors); a circle
 * sized to hold the page if doctors were spread evenly, grown threefold until it does, usually answers at once.
 * Exact: when a circle of radius r holds a full page, every doctor outside it is farther than all of them.
 */
async function nearestPage(db: Db, q: DoctorQuery, near: { center: LatLng; radiusKm: number }, total: number) {
  const wanted = q.offset + q.limit;
  // Twice the radius an even spread would need: doctors crowd towards a town's centre, where searches start.
  let radiusKm = total <= wanted ? near.radiusKm : 2 * near.radiusKm * Math.sqrt(wanted / total);
  for (;;) {
    if (radiusKm >= near.radiusKm) return pageQuery(db, q).execute();
    const rows = await pageQuery(db, { ...q, near: { center: near.center, radiusKm } }).execute();
    if (rows.length === q.limit) return rows;
    radiusKm *= 3;
  }
}

export async function findDoctor(db: Db, id: string): Promise<DoctorRecord | undefined> {
  const rows = await db
    .selectFrom('doctor_profiles as dp')
    .innerJoin('users as u', 'u.id', 'dp.user_id')
    .innerJoin('specialties as s', 's.id', 'dp.specialty_id')
    .select(['u.id', 'u.name', 'u.image_url', 'u.address', 'dp.city', 'dp.lat', 'dp.lng', 'dp.experience_years', 'dp.consultation_fee', 'dp.languages', 'dp.rating', 'dp.review_count', 'dp.visit_modes', 'dp.umdpc_number', 'dp.licence_expires_on', 'dp.licence_demo', 'dp.unlisted_reason', 's.id as specialty_id', 's.name as specialty_name', sql<null>`null`.as('distance_km')])
    .where('u.id', '=', id)
    .where('dp.suspended_at', 'is', null)
    .execute();
  return (await hydrate(db, rows))[0];
}

/** Lists a new doctor once they have set hours (ADR 209); a doctor hidden for another reason stays hidden. */
export async function listOnceAvailable(db: Db, doctorId: string, now: Date): Promise<void> {
  await db.updateTable('doctor_profiles').set({ unlisted_reason: null, updated_at: now.toISOString() }).where('user_id', '=', doctorId).where('unlisted_reason', '=', 'awaiting-availability').execute();
}

/**
 * How many listed doctors each (town, specialty) has: one grouped query over doctor_profiles, whose answer is
 * bounded by towns × specialties, not by doctors. Landing pages and the sitemap group the towns into districts.
 */
export async function listedDoctorsByPlace(db: Db): Promise<{ place: string; specialtyId: string; doctors: number }[]> {
  const rows = await applyFilters(db.selectFrom('doctor_profiles as dp'), { offset: 0, limit: 0 })
    .where('dp.city', 'is not', null)
    .select([sql<string>`lower(dp.city)`.as('place'), 'dp.specialty_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy([sql`lower(dp.city)`, 'dp.specialty_id'])
    .execute();
  return rows.flatMap((r) => (r.specialty_id === null ? [] : [{ place: r.place, specialtyId: r.specialty_id, doctors: Number(r.n) }]));
}

/**
 * Listed doctors' ids and when their profile last changed, in id order after `afterId` (the sitemap reads them a
 * bounded page at a time).
 */
export async function listedDoctorIds(db: Db, afterId: string, limit: number): Promise<{ id: string; updatedAt: string }[]> {
  const rows = await applyFilters(db.selectFrom('doctor_profiles as dp'), { offset: 0, limit })
    .select(['dp.user_id', 'dp.updated_at'])
    .where('dp.user_id', '>', afterId)
    .orderBy('dp.user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.user_id, updatedAt: r.updated_at }));
}

/** The SQL of a search, for the benchmark's EXPLAIN. */
export function compileSearch(db: Db, q: DoctorQuery): { page: { sql: string; parameters: readonly unknown[] }; count: { sql: string; parameters: readonly unknown[] } } {
  return {
    page: pageQuery(db, q).compile(),
    count: applyFilters(db.selectFrom('doctor_profiles as dp'), q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .compile(),
  };
}

export interface NewDirectoryDoctor {
  id: string;
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  gender: 'male' | 'female';
  address: string;
  city: string;
  specialtyId: string;
  specialtyName: string;
  lat: number;
  lng: number;
  feeUgx: number;
  experienceYears: number;
  languages: readonly string[];
  availability: readonly { id: string; day: string; slots: readonly { id: string; start: string; end: string }[] }[];
  createdAt: string;
  /** A portrait URL (the demo seed draws one per doctor); none = the web app's placeholder. */
  imageUrl?: string | null;
  /** At their place, online or both (the default). */
  visitModes?: DoctorVisitModesColumn;
  /** The UMDPC registration and practising licence (ADR 209); the demo seed's are made up and marked demo. */
  licence?: { umdpcNumber: string; expiresOn: string; demo: boolean };
  /** Aggregates without review rows (the scale seed); the demo seed adds real reviews instead. */
  ratingSum?: number;
  reviewCount?: number;
}

/**
 * Bulk insert of listed doctors (demo seed and the scale seed): the account, the directory profile and the
 * week, with the caller's ids so seeds stay deterministic. Accounts are verified: they are fixtures.
 */
export async function insertDirectoryDoctors(db: Db, doctors: readonly NewDirectoryDoctor[]): Promise<void> {
  if (doctors.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(
        doctors.map((d) => ({
          id: d.id,
          user_type: 'doctor' as const,
          name: d.name,
          email: d.email,
          phone_number: d.phone,
          password_hash: d.passwordHash,
          date_of_birth: null,
          gender: d.gender,
          address: d.address,
          image_url: d.imageUrl ?? null,
          currency: 'UGX',
          email_verified_at: d.createdAt,
          phone_verified_at: d.createdAt,
          external_patient_id: null,
          tokens_valid_after: null,
          last_login_at: null,
          created_at: d.createdAt,
          updated_at: d.createdAt,
        })),
      )
      .execute();
    await trx
      .insertInto('doctor_profiles')
      .values(
        doctors.map((d) => ({
          user_id: d.id,
          specialty_name: d.specialtyName,
          specialty_id: d.specialtyId,
          city: d.city,
          lat: d.lat,
          lng: d.lng,
          consultation_fee: d.feeUgx,
          experience_years: d.experienceYears,
          languages: JSON.stringify(d.languages),
          visit_modes: d.visitModes ?? 'both',
          rating_sum: d.ratingSum ?? 0,
          review_count: d.reviewCount ?? 0,
          rating: d.reviewCount !== undefined && d.reviewCount > 0 ? (d.ratingSum ?? 0) / d.reviewCount : 0,
          umdpc_number: d.licence?.umdpcNumber ?? null,
          licence_expires_on: d.licence?.expiresOn ?? null,
          licence_demo: d.licence?.demo === true ? 1 : 0,
          created_at: d.createdAt,
          updated_at: d.createdAt,
        })),
      )
      .execute();
    const weeks = doctors.flatMap((d) =>
      d.availability.map((a) => ({ id: a.id, doctor_id: d.id, day: a.day, slots: JSON.stringify(a.slots), created_at: d.createdAt, updated_at: d.createdAt })),
    );
    for (let i = 0; i < weeks.length; i += 500) await trx.insertInto('doctor_availability').values(weeks.slice(i, i + 500)).execute();
  });
}

/** Lists an existing doctor (e.g. the demo account) under a specialty at a place, with its licence when given. */
export async function listDoctorAt(db: Db, doctorId: string, specialtyId: string, point: LatLng, licence?: NewDirectoryDoctor['licence']): Promise<void> {
  const licenceColumns = licence === undefined ? {} : { umdpc_number: licence.umdpcNumber, licence_expires_on: licence.expiresOn, licence_demo: licence.demo ? 1 : 0 };
  await db.updateTable('doctor_profiles').set({ specialty_id: specialtyId, lat: point.lat, lng: point.lng, ...licenceColumns }).where('user_id', '=', doctorId).execute();
}

/** The directory profile's specialty name and the account's address, for seeds that list an existing doctor. */
export async function doctorListingHints(db: Db, doctorId: string): Promise<{ specialtyName: string | null; address: string | null } | undefined> {
  const row = await db
    .selectFrom('doctor_profiles as dp')
    .innerJoin('users as u', 'u.id', 'dp.user_id')
    .select(['dp.specialty_name', 'u.address'])
    .where('dp.user_id', '=', doctorId)
    .executeTakeFirst();
  return row === undefined ? undefined : { specialtyName: row.specialty_name, address: row.address };
}

/** Sets an existing doctor's portrait (the demo seed's doctor account, created before the directory). */
export async function setDoctorImage(db: Db, doctorId: string, imageUrl: string): Promise<void> {
  await db.updateTable('users').set({ image_url: imageUrl }).where('id', '=', doctorId).where('user_type', '=', 'doctor').execute();
}
