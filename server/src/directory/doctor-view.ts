// A DoctorRecord as the wire carries it (spec §3 Doctor), with the fee in the currency the caller asked for.
import type { Doctor } from '@musawo/shared/contracts';
import { convertFromUgx, type CurrencyCode } from './currency';
import { districtOfPlace } from './districts';
import type { DoctorRecord } from './doctors-repo';

/** One decimal, or 'New' for a doctor nobody has reviewed yet (spec §3). */
export function displayRating(rating: number, reviewCount: number): number | 'New' {
  return reviewCount === 0 ? 'New' : Math.round(rating * 10) / 10;
}

export function toDoctorView(record: DoctorRecord, currency: CurrencyCode): Doctor {
  const district = districtOfPlace(record.city);
  return {
    id: record.id,
    _id: record.id,
    name: record.name,
    imageUrl: record.imageUrl,
    speciality: { id: record.specialty.id, speciality_name: record.specialty.name, tags: record.specialty.tags },
    address: { address: record.address, lat: record.lat, lng: record.lng },
    experience: record.experienceYears,
    consultation_fee: convertFromUgx(record.feeUgx, currency),
    currency,
    rating: displayRating(record.rating, record.reviewCount),
    reviews: record.reviewCount,
    languages: record.languages,
    availability: record.availability,
    distanceKm: record.distanceKm,
    visitModes: record.visitModes,
    licence: record.licence,
    district: district === undefined ? null : { name: district.name, slug: district.slug, region: district.region },
  };
}
