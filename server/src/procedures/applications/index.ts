import { randomUUID } from 'node:crypto';
import { licenceDateProblem } from '@musawo/shared/contracts';
import { normalizeEmail } from '../../auth/account-rules';
import { consumeCode, findRecentVerification } from '../../auth/one-time-codes';
import { normalizePhone, PHONE_MESSAGE } from '../../auth/phone';
import { findUserByEmail, findUserByPhone, isUniqueViolation } from '../../auth/users-repo';
import { enqueueApplicationNotice } from '../../applications/application-notices';
import { claimLicenceCopy, findApplication, findDuplicate, insertApplication, listApplications } from '../../applications/applications-repo';
import { approveApplication, rejectApplication } from '../../applications/decisions';
import { findSpecialtyId } from '../../directory/specialties-repo';
import { AppError, badInput, conflict, notFound } from '../../errors';
import { APPLICATIONS_PER_ADDRESS, APPLICATIONS_PER_PHONE } from '../../lib/rate-limit-rules';
import { randomToken } from '../../lib/secrets';
import { type AnyProcedure, defineProcedure, requireUser } from '../../rpc/procedure';

const duplicateMessage = {
  umdpcNumber: 'An application with this UMDPC registration number has already been received.',
  phoneNumber: 'An application or an account with this phone number already exists.',
} as const;
const notVerified = () => new AppError(400, 'PHONE_NOT_VERIFIED', 'Please verify your phone number with the code we sent before sending your application.', 'phoneNumber');
/** An annual practising licence: its expiry is after today and within two years. */

/**
 * A doctor's application from /join/apply (issue 47, ADR 209). The phone is proved by a texted code first (the
 * sign-up's codes); only then are duplicates named. The licence copy was uploaded before (licence-copy-routes.ts)
 * and is claimed here once. The applicant is told "Application received" by SMS and email.
 */
const submit = defineProcedure('applications', 'submit', {
  rateLimit: [APPLICATIONS_PER_ADDRESS],
  async handler({ ctx, input }) {
    const now = ctx.now();
    const phone = normalizePhone(input.phoneNumber);
    if (phone === undefined) throw badInput(PHONE_MESSAGE, 'phoneNumber');
    const licence = licenceDateProblem(input.licenceExpiresOn, now);
    if (licence === 'past') throw badInput('Your practising licence has expired: renew it with the UMDPC before applying.', 'licenceExpiresOn');
    if (licence === 'far') throw badInput('Enter the expiry date printed on your annual practising licence.', 'licenceExpiresOn');
    if ((await findSpecialtyId(ctx.db, { id: input.specialtyId })) === undefined) throw badInput('Choose your specialty from the list.', 'specialtyId');
    await ctx.limit(APPLICATIONS_PER_PHONE, phone);

    const verificationId = await findRecentVerification(ctx.db, phone, 'sms', now);
    if (verificationId === undefined) throw notVerified();
    const email = normalizeEmail(input.email);
    const duplicate = await findDuplicate(ctx.db, input.umdpcNumber, phone);
    if (duplicate !== undefined) throw conflict(duplicateMessage[duplicate], duplicate);
    if (await findUserByPhone(ctx.db, phone)) throw conflict(duplicateMessage.phoneNumber, 'phoneNumber');
    if (await findUserByEmail(ctx.db, email)) throw conflict('An account with this email already exists. Use another email.', 'email');

    const id = randomUUID();
    try {
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, verificationId, now))) throw notVerified();
        if (!(await claimLicenceCopy(trx, input.licenceCopyId, id))) throw badInput('Please add the copy of your licence again.', 'licenceCopy');
        await insertApplication(trx, id, { ...input, email, phone, language: ctx.language }, now);
        await enqueueApplicationNotice(trx, id, 'received', now);
      });
    } catch (err) {
      // Two applications with the same number or phone at once: the partial unique indexes decide.
      if (isUniqueViolation(err)) {
        const field = String((err as Error).message).includes('umdpc') ? 'umdpcNumber' : 'phoneNumber';
        throw conflict(duplicateMessage[field], field);
      }
      throw err;
    }
    ctx.jobs.kick();
    return { success: true, message: 'Application received' };
  },
});

const list = defineProcedure('applications', 'list', {
  async handler({ ctx, input }) {
    const page = await listApplications(ctx.db, { ...(input.status === undefined ? {} : { status: input.status }), ...(input.cursor === undefined ? {} : { cursor: input.cursor }), limit: input.limit ?? 50 });
    return { success: true, ...page };
  },
});

async function applicationOrThrow(ctx: Parameters<typeof list.handler>[0]['ctx'], id: string) {
  const found = await findApplication(ctx.db, id);
  if (found === undefined) throw notFound('There is no such application.');
  return found.wire;
}

const get = defineProcedure('applications', 'get', {
  async handler({ ctx, input }) {
    return { success: true, results: await applicationOrThrow(ctx, input.applicationId) };
  },
});

const approve = defineProcedure('applications', 'approve', {
  async handler({ ctx, input }) {
    const operator = requireUser(ctx);
    // A password nobody knows: the doctor sets theirs with the emailed link.
    const passwordHash = await ctx.passwords.hash(randomToken(32));
    await approveApplication(ctx.db, { applicationId: input.applicationId, operatorId: operator.id, passwordHash }, ctx.now());
    ctx.jobs.kick();
    return { success: true, message: 'Application approved', results: await applicationOrThrow(ctx, input.applicationId) };
  },
});

const reject = defineProcedure('applications', 'reject', {
  async handler({ ctx, input }) {
    const operator = requireUser(ctx);
    await rejectApplication(ctx.db, { applicationId: input.applicationId, operatorId: operator.id, reason: input.reason }, ctx.now());
    ctx.jobs.kick();
    return { success: true, message: 'Application rejected', results: await applicationOrThrow(ctx, input.applicationId) };
  },
});

export const applicationsProcedures: readonly AnyProcedure[] = [submit, list, get, approve, reject];
