// "Delete my account" (issue 49, ADR 110): proven with the password or a code texted to the account's phone; future
// visits are cancelled with the usual full refund, then the erasure job runs (within ACCOUNT_ERASURE_DAYS).
import { CANCEL_NOTICE_HOURS } from '@musawo/shared/contracts';
import { changeAppointmentStatus } from '../../appointments/appointments-repo';
import { consumeCode, verifyCode } from '../../auth/one-time-codes';
import { findUserById } from '../../auth/users-repo';
import { AppError } from '../../errors';
import type { LimitRule } from '../../lib/rate-limiter';
import { HOUR, MINUTE } from '../../lib/time';
import { futureVisitsOf, scheduleErasure } from '../../privacy/account-erasure';
import { defineProcedure, requireUser } from '../../rpc/procedure';

const WRONG_PROOFS: LimitRule = { name: 'my-data:delete:wrong', limit: 5, windowMs: 15 * MINUTE, message: 'Too many wrong attempts. Please wait 15 minutes.' };

export const deleteAccount = defineProcedure('myData', 'deleteAccount', {
  async handler({ ctx, input }) {
    const caller = requireUser(ctx);
    const user = await findUserById(ctx.db, caller.id);
    if (user === undefined) throw new AppError(404, 'NOT_FOUND', 'This account no longer exists.');
    await ctx.checkLimit(WRONG_PROOFS, user.id);
    const now = ctx.now();
    if ('password' in input) {
      if (!(await ctx.passwords.verify(user.passwordHash, input.password))) {
        await ctx.limit(WRONG_PROOFS, user.id);
        throw new AppError(400, 'WRONG_PASSWORD', 'That password is not right.', 'password');
      }
    } else {
      const codeId = await verifyCode(ctx.db, ctx.keys, user.phone, 'sms', input.verificationCode, now, 'verificationCode');
      await consumeCode(ctx.db, codeId, now);
    }

    // A visit the usual rules no longer let the patient cancel (accepted, within CANCEL_NOTICE_HOURS) is the doctor's
    // time already promised: the account can be deleted after it.
    const upcoming = await futureVisitsOf(ctx.db, user.id, now);
    const soon = upcoming.find((a) => a.status === 'ACCEPTED' && Date.parse(a.starts_at) - now.getTime() <= CANCEL_NOTICE_HOURS * HOUR);
    if (soon !== undefined) {
      throw new AppError(409, 'VISIT_SOON', `You have an accepted visit within ${CANCEL_NOTICE_HOURS} hours. You can delete your account after it, or ask the doctor to cancel it.`);
    }
    for (const a of upcoming) await changeAppointmentStatus(ctx.db, a.id, { to: 'CANCELLED', actorId: user.id, reason: 'Account deleted' }, now);
    const { dueBy } = await scheduleErasure(ctx.db, user.id, now);
    ctx.jobs.kick();
    return { success: true, message: 'Your account will be deleted.', results: { dueBy, cancelledAppointments: upcoming.length } };
  },
});
