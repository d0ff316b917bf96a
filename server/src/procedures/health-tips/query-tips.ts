import { ARTICLES } from '@musawo/shared/contracts';
import { newestFirst, parsePaging } from '../../directory/paging';
import { listTips } from '../../directory/tips-repo';
import { defineProcedure } from '../../rpc/procedure';

export const queryTips = defineProcedure('healthTips', 'queryTips', {
  async handler({ ctx, input }) {
    const paging = parsePaging(input.page, input.limit, { defaultLimit: ARTICLES.fetchLimit, maxLimit: ARTICLES.fetchLimit });
    const { tips, total } = await listTips(ctx.db, { offset: paging.offset, limit: paging.limit, newestFirst: newestFirst(input.sortBy) });
    return { success: true, results: tips, total, page: paging.page, limit: paging.limit };
  },
});
