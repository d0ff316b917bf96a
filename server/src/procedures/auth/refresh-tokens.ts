import { endSessionFamily, rotateSession } from '../../auth/sessions';
import { isOperatorSessionIdle, OPERATOR_IDLE_MESSAGE } from '../../operators/operators-repo';
import { findUserById, toProfile } from '../../auth/users-repo';
import { AppError } from '../../errors';
import { MINUTE } from '../../lib/time';
import { defineProcedure } from '../../rpc/procedure';

export const refreshTokens = defineProcedure('auth', 'refreshTokens', {
  rateLimit: [{ name: 'refresh:ip', limit: 120, windowMs: MINUTE }],
  async handler({ ctx, input }) {
    const { tokens, userId, sessionId } = await rotateSession(ctx, input.refreshToken, (id) => findUserById(ctx.db, id));
    const user = await findUserById(ctx.db, userId);
    if (user === undefined) throw new AppError(401, 'INVALID_REFRESH_TOKEN', 'Your session has ended. Please sign in again.');
    // An operator's sign-in ends after 30 minutes without a request (ADR 107): a refresh cannot keep it open.
    if (user.userType === 'operator' && (await isOperatorSessionIdle(ctx.db, sessionId, ctx.now()))) {
      await endSessionFamily(ctx.db, sessionId, ctx.now());
      throw new AppError(401, 'INVALID_REFRESH_TOKEN', OPERATOR_IDLE_MESSAGE);
    }
    return { success: true, tokens, user: await toProfile(ctx.db, user) };
  },
});
