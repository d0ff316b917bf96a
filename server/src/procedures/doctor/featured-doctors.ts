import { FEATURED_DOCTORS_LIMIT } from '@musawo/shared/contracts';
import { parseCurrency } from '../../directory/currency';
import { toDoctorView } from '../../directory/doctor-view';
import { searchDoctors } from '../../directory/doctors-repo';
import { parsePaging } from '../../directory/paging';
import { defineProcedure } from '../../rpc/procedure';

/** The home page's Featured Specialists: best rated first (the only order the client asks for, 'rating:desc'). */
export const featuredDoctors = defineProcedure('doctor', 'featuredDoctors', {
  async handler({ ctx, input }) {
    const currency = parseCurrency(input.currency);
    const paging = parsePaging(input.page, input.limit, { defaultLimit: FEATURED_DOCTORS_LIMIT, maxLimit: 50 });
    const { doctors } = await searchDoctors(ctx.db, { offset: paging.offset, limit: paging.limit });
    return { success: true, results: doctors.map((d) => toDoctorView(d, currency)) };
  },
});
