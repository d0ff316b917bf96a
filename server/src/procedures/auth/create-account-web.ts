import { languagePath, TERMS_VERSION } from '@musawo/shared/contracts';
import { checkDateOfBirth, normalizeEmail } from '../../auth/account-rules';
import { signEmailVerification } from '../../auth/link-tokens';
import { verificationEmail } from '../../auth/messages';
import { consumeCode, findRecentVerification, issueCode } from '../../auth/one-time-codes';
import { normalizePhone, PHONE_MESSAGE } from '../../auth/phone';
import { startSession } from '../../auth/sessions';
import { findUserByEmail, findUserById, findUserByPhone, insertUser, isUniqueViolation, toProfile, uniqueViolationField } from '../../auth/users-repo';
import { AppError, badInput, conflict } from '../../errors';
import { addressCeiling } from '../../lib/rate-limit-rules';
import { recordTermsAccepted } from '../../privacy/consents';
import { defineProcedure, type RequestContext } from '../../rpc/procedure';

export const notVerified = () => new AppError(400, 'PHONE_NOT_VERIFIED', 'Please verify your phone number with the code we sent before creating your account.', 'phoneNumber');
export const emailTaken = () => conflict('An account with this email already exists. Please sign in or use another email.', 'email');
const phoneTaken = () => conflict('An account with this phone number already exists. Please sign in.', 'phoneNumber');

/** Sends the verification email after sign-up; a mail problem must not undo the account. */
function queueVerificationEmail(ctx: RequestContext, userId: string, email: string, name: string): void {
  // A new account reads Musawo in the language it signed up in (the `lang` cookie).
  ctx.background.run('verification-email', async () => {
    const now = ctx.now();
    const token = await signEmailVerification(ctx.keys, userId, email, now);
    const { code } = await issueCode(ctx.db, ctx.keys, email, 'email', now);
    await ctx.notifier.send(verificationEmail(email, name, `${ctx.config.publicUrl}${languagePath(ctx.language, '/verify-email')}?token=${encodeURIComponent(token)}`, code, ctx.language));
  });
}

/** Creates a patient account (doctors join through the provider application, spec §2.15) and signs it in. */
export const createAccountWeb = defineProcedure('auth', 'createAccountWeb', {
  rateLimit: addressCeiling('signup'),
  async handler({ ctx, input }) {
    const now = ctx.now();
    const phone = normalizePhone(input.phoneNumber);
    if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phoneNumber');
    const email = normalizeEmail(input.email);
    checkDateOfBirth(input.date_of_birth, now, 'date_of_birth');

    // The phone's code first: only someone who proved the number is theirs learns that an email or the phone is taken.
    const verificationId = await findRecentVerification(ctx.db, phone, 'sms', now);
    if (verificationId === undefined) throw notVerified();
    if (await findUserByEmail(ctx.db, email)) throw emailTaken();
    if (await findUserByPhone(ctx.db, phone)) throw phoneTaken();

    const passwordHash = await ctx.passwords.hash(input.password);
    let userId: string;
    try {
      userId = await ctx.db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, verificationId, now))) throw notVerified();
        const id = await insertUser(
          trx,
          {
            userType: 'patient',
            language: ctx.language,
            name: input.name,
            email,
            phone,
            passwordHash,
            dateOfBirth: input.date_of_birth,
            gender: input.gender,
            externalPatientId: input.patientId === undefined || input.patientId === '' ? null : input.patientId,
            phoneVerifiedAt: now.toISOString(),
          },
          now,
        );
        // The sign-up page shows the notice and terms in force and says that signing up accepts them (ADR 111).
        await recordTermsAccepted(trx, id, TERMS_VERSION, 'sign-up', now);
        return id;
      });
    } catch (err) {
      // Two sign-ups with the same email or phone at once: the unique index decides.
      if (isUniqueViolation(err)) throw uniqueViolationField(err) === 'email' ? emailTaken() : phoneTaken();
      throw err;
    }

    const user = await findUserById(ctx.db, userId);
    if (user === undefined) throw new Error('the account just created is missing');
    const tokens = await startSession(ctx, user);
    queueVerificationEmail(ctx, user.id, user.email, user.name);
    return { success: true, message: 'Account created successfully', results: await toProfile(ctx.db, user), tokens };
  },
});
