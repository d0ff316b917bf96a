// Landing pages (issue 44): which (district, specialty) pairs have listed doctors. Both the specialties page's links
// and the sitemap come from here, so neither names a page that would answer 404.
import { type LandingPair, slugOf, type Specialty } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import { districtOfPlace } from './districts';
import { listedDoctorsByPlace } from './doctors-repo';
import { listSpecialties } from './specialties-repo';

/** Every pair with at least one listed doctor, by district then specialty. */
export async function landingPairs(db: Db, specialties?: readonly Specialty[]): Promise<LandingPair[]> {
  const [counts, all] = await Promise.all([listedDoctorsByPlace(db), specialties ?? listSpecialties(db)]);
  const slugs = new Map(all.map((s) => [s.id, slugOf(s.speciality_name)]));
  const pairs = new Map<string, LandingPair>();
  for (const row of counts) {
    const district = districtOfPlace(row.place);
    const specialtySlug = slugs.get(row.specialtyId);
    if (district === undefined || specialtySlug === undefined || specialtySlug === '') continue;
    const key = `${district.slug}/${specialtySlug}`;
    const pair = pairs.get(key) ?? { district: district.name, districtSlug: district.slug, specialtyId: row.specialtyId, specialtySlug, doctors: 0 };
    pair.doctors += row.doctors;
    pairs.set(key, pair);
  }
  return [...pairs.values()].sort((a, b) => a.districtSlug.localeCompare(b.districtSlug) || a.specialtySlug.localeCompare(b.specialtySlug));
}

/** The specialty a landing page's slug names (slugs of the English names). */
export function specialtyBySlug(specialties: readonly Specialty[], slug: string): Specialty | undefined {
  return specialties.find((s) => slugOf(s.speciality_name) === slug);
}
