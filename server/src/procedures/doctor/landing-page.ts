import { SEARCH_PAGE_SIZE } from '@musawo/shared/contracts';
import { parseCurrency } from '../../directory/currency';
import { districtBySlug } from '../../directory/districts';
import { toDoctorView } from '../../directory/doctor-view';
import { searchDoctors } from '../../directory/doctors-repo';
import { landingPairs, specialtyBySlug } from '../../directory/landing-pages';
import { parsePaging } from '../../directory/paging';
import { listSpecialties } from '../../directory/specialties-repo';
import { MINUTE } from '../../lib/time';
import { defineProcedure } from '../../rpc/procedure';

/**
 * A landing page `/doctors/<district>/<specialty>` (issue 44): the district's listed doctors of that specialty,
 * best rated first, a page at a time, with the names its title and heading need. null when a slug names nothing or
 * nobody practises there: the page says not found and its head() answers 404.
 */
export const landingPage = defineProcedure('doctor', 'landingPage', {
  rateLimit: [{ name: 'doctor-search:ip', limit: 240, windowMs: MINUTE, message: 'Too many searches. Please wait a moment.' }],
  async handler({ ctx, input }) {
    const currency = parseCurrency(input.currency);
    const paging = parsePaging(input.page, input.limit, { defaultLimit: SEARCH_PAGE_SIZE, maxLimit: 50 });
    const district = districtBySlug(input.district);
    const specialty = district === undefined ? undefined : specialtyBySlug(await listSpecialties(ctx.db), input.specialty);
    if (district === undefined || specialty === undefined) return { success: true, results: null };
    const found = await searchDoctors(ctx.db, { specialtyIds: [specialty.id], places: district.places, offset: paging.offset, limit: paging.limit });
    if (found.total === 0) return { success: true, results: null };
    return {
      success: true,
      results: {
        district: { name: district.name, slug: district.slug, region: district.region },
        specialty,
        doctors: found.doctors.map((d) => toDoctorView(d, currency)),
        total: found.total,
        page: paging.page,
        limit: paging.limit,
      },
    };
  },
});

/**
 * The pairs, per database, for a minute: grouping every listed doctor takes ~120 ms at 100,000 doctors on SQLite
 * (which holds the event loop), and every visit to the specialties page asks for them.
 */
const recentPairs = new WeakMap<object, { at: number; pairs: ReturnType<typeof landingPairs> }>();
const PAIRS_FOR_MS = 60_000;

/** Every landing page with doctors: the specialties page lists each specialty's districts. */
export const landingPages = defineProcedure('doctor', 'landingPages', {
  async handler({ ctx }) {
    const now = Date.now();
    let entry = recentPairs.get(ctx.db);
    if (entry === undefined || now - entry.at >= PAIRS_FOR_MS) {
      const pairs = landingPairs(ctx.db);
      const fresh = { at: now, pairs };
      recentPairs.set(ctx.db, fresh);
      pairs.catch(() => {
        if (recentPairs.get(ctx.db) === fresh) recentPairs.delete(ctx.db);
      });
      entry = fresh;
    }
    return { success: true, results: await entry.pairs };
  },
});
