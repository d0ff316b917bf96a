import { languagePath } from '@musawo/shared/contracts';
import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '../../auth/account-rules';
import { PASSWORD_RESET_TTL_MS, signPasswordReset } from '../../auth/link-tokens';
import { passwordResetEmail } from '../../auth/messages';
import { insertPasswordReset, retireOpenPasswordResets } from '../../auth/password-resets';
import { findUserByEmail } from '../../auth/users-repo';
import { addressCeiling, RESET_EMAILS_PER_ADDRESS, RESET_EMAILS_PER_DEVICE } from '../../lib/rate-limit-rules';
import { defineProcedure } from '../../rpc/procedure';

const ANSWER = 'If an account uses this email, we have sent it a link to reset the password.';

/**
 * Same answer, in about the same time, whether or not the email has an account: the lookup and the mail
 * run after the response, so neither the words nor the timing tell an attacker who is registered.
 */
export const sendPasswordResetEmail = defineProcedure('auth', 'sendPasswordResetEmail', {
  // Per network address only the flood ceiling (carrier NAT, issue 50 item 4); per device and per address counted.
  rateLimit: addressCeiling('reset-send'),
  async handler({ ctx, input }) {
    const email = normalizeEmail(input.email);
    await ctx.limit(RESET_EMAILS_PER_DEVICE, ctx.deviceId());
    await ctx.limit(RESET_EMAILS_PER_ADDRESS, email);
    ctx.background.run('password-reset-email', async () => {
      const user = await findUserByEmail(ctx.db, email);
      if (user === undefined) return;
      const now = ctx.now();
      const jti = randomUUID();
      await ctx.db.transaction().execute(async (trx) => {
        // Only the newest link of an account works: sending one retires every older one not yet used.
        await retireOpenPasswordResets(trx, user.id);
        await insertPasswordReset(trx, { jti, userId: user.id, now, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) });
      });
      const token = await signPasswordReset(ctx.keys, user.id, jti, now);
      await ctx.notifier.send(passwordResetEmail(user.email, user.name, `${ctx.config.publicUrl}${languagePath(user.language, '/reset-password')}?token=${encodeURIComponent(token)}`, user.language));
    });
    return { success: true, message: ANSWER };
  },
});
