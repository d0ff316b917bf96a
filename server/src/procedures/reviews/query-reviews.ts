import { REVIEWS_PAGE } from '@musawo/shared/contracts';
import { newestFirst, parsePaging } from '../../directory/paging';
import { doctorIsListed, listReviews } from '../../directory/reviews-repo';
import { notFound } from '../../errors';
import { defineProcedure } from '../../rpc/procedure';

export const queryReviews = defineProcedure('Reviews', 'queryReviews', {
  async handler({ ctx, input }) {
    const paging = parsePaging(input.page, input.limit, { defaultLimit: REVIEWS_PAGE.limit, maxLimit: 50 });
    if (!(await doctorIsListed(ctx.db, input.doctorId))) throw notFound('We could not find that doctor.', 'doctorId');
    const { reviews, total } = await listReviews(ctx.db, input.doctorId, { offset: paging.offset, limit: paging.limit, newestFirst: newestFirst(input.sortBy) });
    return { success: true, results: reviews, total, page: paging.page, limit: paging.limit };
  },
});
