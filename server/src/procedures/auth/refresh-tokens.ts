import { rotateSession } from '../../auth/sessions';
import { findUserById, toProfile } from '../../auth/users-repo';
import { AppError } from '../../errors';
import { MINUTE } from '../../lib/time';
import { defineProcedure } from '../../rpc/procedure';

export const refreshTokens = defineProcedure('auth', 'refreshTokens', {
  rateLimit: [{ name: 'refresh:ip', limit: 120, windowMs: MINUTE }],
  async handler({ ctx, input }) {
    const { tokens, userId } = await rotateSession(ctx, input.refreshToken, (id) => findUserById(ctx.db, id));
    const user = await findUserById(ctx.db, userId);
    if (user === undefined) throw new AppError(401, 'INVALID_REFRESH_TOKEN', 'Your session has ended. Please sign in again.');
    return { success: true, tokens, user: await toProfile(ctx.db, user) };
  },
});
