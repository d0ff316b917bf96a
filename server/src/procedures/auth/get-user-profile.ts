import { findUserById, toProfile } from '../../auth/users-repo';
import { AppError } from '../../errors';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const getUserProfile = defineProcedure('auth', 'getUserProfile', {
  async handler({ ctx }) {
    const user = await findUserById(ctx.db, requireUser(ctx).id);
    if (user === undefined) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    return { success: true, result: await toProfile(ctx.db, user) };
  },
});
