import { endSession } from '../../auth/sessions';
import { defineProcedure } from '../../rpc/procedure';

/** Public on purpose: a person whose access token already expired must still be able to end the session. */
export const logout = defineProcedure('auth', 'logout', {
  async handler({ ctx, input }) {
    await endSession(ctx.db, input.refreshToken, ctx.now());
    return { success: true, message: 'You have been logged out successfully' };
  },
});
