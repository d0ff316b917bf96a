import { PRICE_FILTER, SEARCH_PAGE_SIZE } from '@musawo/shared/contracts';
import { parseCurrency } from '../../directory/currency';
import { toDoctorView } from '../../directory/doctor-view';
import { type DoctorQuery, searchDoctors } from '../../directory/doctors-repo';
import { type LatLng, NEAR_RADIUS_KM } from '../../directory/geo';
import { parsePaging } from '../../directory/paging';
import { parseJsonParam, readPlace, readSpecialty } from '../../directory/search-input';
import { findSpecialtyId, specialtyIdsForSymptoms } from '../../directory/specialties-repo';
import { badInput } from '../../errors';
import { MINUTE } from '../../lib/time';
import { defineProcedure } from '../../rpc/procedure';

const MAX_PAGE_SIZE = 50;
const MAX_SYMPTOMS = 20;
const LOCATION_EXAMPLE = '{"address": "Kampala", "lat": 0.3163, "lng": 32.5822}';
const SPECIALTY_EXAMPLE = '{"id": "…", "speciality_name": "Cardiology"}';

/**
 * Doctors near a place (nearest first, within NEAR_RADIUS_KM), by specialty, symptoms, rating and fee.
 * When nobody matches near the place, the same search without the distance limit answers instead, flagged
 * IS_DOCTORS_WITH_LOCATION false with a message saying so (spec §2.5 'Other Available Doctors').
 */
export const searchDoctorsByLocation = defineProcedure('doctor', 'searchDoctorsByLocation', {
  rateLimit: [{ name: 'doctor-search:ip', limit: 240, windowMs: MINUTE, message: 'Too many searches. Please wait a moment.' }],
  async handler({ ctx, input }) {
    const { searchParams, filters } = input;
    const currency = parseCurrency(input.currency);
    const paging = parsePaging(searchParams.page, searchParams.limit, { defaultLimit: SEARCH_PAGE_SIZE, maxLimit: MAX_PAGE_SIZE, prefix: 'searchParams.' });

    // The filter panel's "Change Location" overrides the place the search started from.
    const place =
      readPlace(filters?.location ?? undefined, 'filters.location') ??
      readPlace(parseJsonParam(searchParams.location, 'searchParams.location', LOCATION_EXAMPLE), 'searchParams.location');
    const specialtyRef = readSpecialty(parseJsonParam(searchParams.specialty, 'searchParams.specialty', SPECIALTY_EXAMPLE), 'searchParams.specialty');

    let specialtyIds: string[] | undefined;
    if (specialtyRef !== undefined) {
      const id = await findSpecialtyId(ctx.db, specialtyRef);
      if (id === undefined) throw badInput(`We do not know the specialty "${specialtyRef.name ?? specialtyRef.id ?? ''}". Pick one from the list.`, 'searchParams.specialty');
      specialtyIds = [id];
    }
    const symptoms = [...new Set((filters?.tags ?? []).map((t) => t.trim()).filter((t) => t !== ''))];
    if (symptoms.length > MAX_SYMPTOMS) throw badInput(`Search with at most ${MAX_SYMPTOMS} symptoms or tags.`, 'filters.tags');
    if (symptoms.length > 0) {
      const matching = await specialtyIdsForSymptoms(ctx.db, symptoms);
      specialtyIds = specialtyIds === undefined ? matching : specialtyIds.filter((id) => matching.includes(id));
    }

    const query: DoctorQuery = { offset: paging.offset, limit: paging.limit };
    if (specialtyIds !== undefined) query.specialtyIds = specialtyIds;
    if (filters?.rating !== undefined) query.minRating = filters.rating;
    if (filters?.price !== undefined) {
      const [min, max] = filters.price;
      if (min < 0 || max < 0 || min > max) throw badInput('The price range must go from a lower to a higher amount, both at least 0.', 'filters.price');
      query.minFeeUgx = min;
      // The slider's top (100,000 UGX) means "and above": fees go higher than the slider does.
      if (max < PRICE_FILTER.max) query.maxFeeUgx = max;
    }

    let point: LatLng | undefined = place?.point;
    if (place !== undefined && point === undefined) {
      const found = await ctx.places.geocode(place.address);
      if (found !== null) point = { lat: found.lat, lng: found.lng };
    }

    const answer = (result: Awaited<ReturnType<typeof searchDoctors>>, withLocation: boolean, message: string | null) => ({
      success: true,
      results: { doctors: result.doctors.map((d) => toDoctorView(d, currency)), message, IS_DOCTORS_WITH_LOCATION: withLocation, total: result.total, page: paging.page, limit: paging.limit },
    });
    const nothing = 'No doctors match your search. Try fewer filters, other symptoms or another specialty.';

    if (place === undefined) {
      const all = await searchDoctors(ctx.db, query);
      return answer(all, true, all.total === 0 ? nothing : null);
    }
    const label = place.address === '' ? 'your location' : place.address;
    if (point !== undefined) {
      const near = await searchDoctors(ctx.db, { ...query, near: { center: point, radiusKm: NEAR_RADIUS_KM } });
      if (near.total > 0) return answer(near, true, null);
    }
    const others = await searchDoctors(ctx.db, point === undefined ? query : { ...query, origin: point });
    if (others.total === 0) return answer(others, true, nothing);
    const why = point === undefined ? `We could not find "${label}" on the map.` : `No doctors found near ${label}.`;
    return answer(others, false, `${why} Showing other available doctors.`);
  },
});
