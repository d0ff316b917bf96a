import { TERMS_VERSION } from '@musawo/shared/contracts';
import { AppError } from '../../errors';
import { consentState, recordTermsAccepted, setMarketing } from '../../privacy/consents';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const myConsents = defineProcedure('myData', 'consents', {
  async handler({ ctx }) {
    return { success: true, results: await consentState(ctx.db, requireUser(ctx).id) };
  },
});

/** Accepting the notice and terms in force, when sign-in asks again (a new version since the person last accepted). */
export const acceptTerms = defineProcedure('myData', 'acceptTerms', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    // Only the version in force: a page showing an older text must load the new one first.
    if (input.version !== TERMS_VERSION) throw new AppError(409, 'TERMS_CHANGED', 'The privacy notice and terms have changed. Please read the new version.', 'version');
    await recordTermsAccepted(ctx.db, user.id, TERMS_VERSION, 'sign-in', ctx.now());
    return { success: true, results: await consentState(ctx.db, user.id) };
  },
});

export const setMarketingConsent = defineProcedure('myData', 'setMarketing', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    await setMarketing(ctx.db, user.id, input.on, ctx.now());
    return { success: true, results: await consentState(ctx.db, user.id) };
  },
});
