import type { LimitRule } from '../../lib/rate-limiter';
import { MINUTE } from '../../lib/time';
import { createExport, EXPORT_PATH } from '../../privacy/export-links';
import { defineProcedure, requireUser } from '../../rpc/procedure';

/** Making the zip reads everything the person has: a few a quarter-hour is plenty for a person. */
const EXPORTS_PER_USER: LimitRule = { name: 'my-data:export:user', limit: 5, windowMs: 15 * MINUTE, message: 'You asked for your data several times. Please wait a few minutes.' };

export const requestExport = defineProcedure('myData', 'requestExport', {
  async handler({ ctx }) {
    const user = requireUser(ctx);
    await ctx.limit(EXPORTS_PER_USER, user.id);
    const { token, expiresAt } = await createExport(ctx.db, ctx.consult.files, user.id, ctx.now());
    return { success: true, results: { url: `${EXPORT_PATH}/${token}`, expiresAt } };
  },
});
