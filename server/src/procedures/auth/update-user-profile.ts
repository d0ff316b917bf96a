import { checkDateOfBirth, normalizeEmail } from '../../auth/account-rules';
import { consumeCode, findRecentVerification } from '../../auth/one-time-codes';
import { normalizePhone, PHONE_MESSAGE } from '../../auth/phone';
import { findUserById, findUserByPhone, isUniqueViolation, type ProfileChanges, profileVersion, saveDoctorFigures, toProfile, updateProfile } from '../../auth/users-repo';
import { visitModesColumn } from '../../directory/doctors-repo';
import { AppError, badInput, conflict, forbidden } from '../../errors';
import { defineProcedure, requireUser } from '../../rpc/procedure';

const MAX_CONSULTATION_FEE_UGX = 10_000_000;
const MAX_EXPERIENCE_YEARS = 70;
const GENDERS = new Set(['male', 'female', 'other']);

/** '' and null mean "not sent": the profile form posts every field, including the empty ones. */
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Spec §5: the fee is parsed as a decimal number. Stored as whole shillings. */
function parseFee(value: number | string): number {
  const n = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(value.replace(/[,\s]/g, '')) ? Number(value.replace(/[,\s]/g, '')) : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > MAX_CONSULTATION_FEE_UGX) throw badInput(`Consultation fee must be a number between 0 and ${MAX_CONSULTATION_FEE_UGX.toLocaleString('en-US')} UGX.`, 'consultationFee');
  return Math.round(n);
}

/** Spec §5: experience is an integer number of years. */
function parseExperience(value: number | string): number {
  const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(n) || n < 0 || n > MAX_EXPERIENCE_YEARS) throw badInput(`Years of experience must be a whole number between 0 and ${MAX_EXPERIENCE_YEARS}.`, 'experience');
  return n;
}

export const updateUserProfile = defineProcedure('auth', 'updateUserProfile', {
  async handler({ ctx, input }) {
    const caller = requireUser(ctx);
    const user = await findUserById(ctx.db, caller.id);
    if (user === undefined) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    const now = ctx.now();

    if (!isBlank(input.email) && normalizeEmail(input.email ?? '') !== user.email) throw badInput('Email cannot be changed.', 'email');
    // Saved from a profile older than the one stored (changed on another device or tab): refused, not overwritten.
    if (input.version !== undefined && input.version !== profileVersion(await toProfile(ctx.db, user))) {
      throw new AppError(409, 'STALE_PROFILE', 'Your profile was changed on another device or tab. The latest details are shown now: check them and save again.', 'version');
    }

    const changes: ProfileChanges = {};
    let phoneVerification: string | undefined;
    if (input.name !== undefined) changes.name = input.name;
    if (input.phoneNumber !== undefined) {
      const phone = normalizePhone(input.phoneNumber);
      if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phoneNumber');
      if (phone !== user.phone) {
        // A number joins an account only once a code sent to it was entered (sendOTPRegistration, then
        // verifyPhoneNumberWeb): otherwise anyone could take a stranger's number, who then cannot sign up.
        phoneVerification = await findRecentVerification(ctx.db, phone, 'sms', now);
        if (phoneVerification === undefined) throw new AppError(400, 'PHONE_NOT_VERIFIED', 'Please verify the new phone number with the code we sent to it before saving it.', 'phoneNumber');
        const owner = await findUserByPhone(ctx.db, phone);
        if (owner !== undefined) throw conflict('Another account already uses this phone number.', 'phoneNumber');
        changes.phone = { number: phone, verifiedAt: now.toISOString() };
      }
    }
    if (input.dateOfBirth !== undefined) {
      if (input.dateOfBirth === '') changes.dateOfBirth = null;
      else {
        checkDateOfBirth(input.dateOfBirth, now, 'dateOfBirth');
        changes.dateOfBirth = input.dateOfBirth;
      }
    }
    if (input.gender !== undefined) {
      const gender = input.gender.trim().toLowerCase();
      if (gender !== '' && !GENDERS.has(gender)) throw badInput('Gender must be male, female or other.', 'gender');
      changes.gender = gender === '' ? null : gender;
    }
    if (input.address !== undefined) changes.address = input.address.trim() === '' ? null : input.address.trim();
    if (input.notifySms !== undefined) changes.notifySms = input.notifySms;
    if (input.notifyEmail !== undefined) changes.notifyEmail = input.notifyEmail;
    if (input.language !== undefined) changes.language = input.language;

    const fee = isBlank(input.consultationFee) ? undefined : parseFee(input.consultationFee as number | string);
    const experience = isBlank(input.experience) ? undefined : parseExperience(input.experience as number | string);
    if (user.userType !== 'doctor' && fee !== undefined) throw forbidden('Only doctors have a consultation fee.', 'consultationFee');
    if (user.userType !== 'doctor' && experience !== undefined) throw forbidden('Only doctors have years of experience.', 'experience');
    // How the doctor sees patients (issue 50 item 6): at their place, online, or both; at least one.
    const visitModes = input.visitModes === undefined ? undefined : visitModesColumn(input.visitModes);
    if (input.visitModes !== undefined && user.userType !== 'doctor') throw forbidden('Only doctors choose how they see patients.', 'visitModes');
    if (input.visitModes !== undefined && visitModes === undefined) throw badInput('Choose at least one way to see patients: at your place, online, or both.', 'visitModes');

    try {
      await ctx.db.transaction().execute(async (trx) => {
        if (phoneVerification !== undefined && !(await consumeCode(trx, phoneVerification, now))) {
          throw new AppError(400, 'PHONE_NOT_VERIFIED', 'Please verify the new phone number with the code we sent to it before saving it.', 'phoneNumber');
        }
        await updateProfile(trx, user.id, changes, now);
        if (fee !== undefined || experience !== undefined || visitModes !== undefined) await saveDoctorFigures(trx, user.id, { fee, experience, visitModes }, now);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('Another account already uses this phone number.', 'phoneNumber');
      throw err;
    }

    const updated = await findUserById(ctx.db, user.id);
    if (updated === undefined) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    return { success: true, message: 'Profile updated successfully', result: await toProfile(ctx.db, updated) };
  },
});
