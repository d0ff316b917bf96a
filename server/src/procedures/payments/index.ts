// The operators' Payments view (issue 47, ADR 206): operators only (the catalogue's 'operator' level, ADR 107).
import { notFound } from '../../errors';
import { recordOperatorAction } from '../../operators/operators-repo';
import { findPaymentProblem, listPaymentProblems } from '../../payouts/payment-problems';
import { type AnyProcedure, defineProcedure, requireUser } from '../../rpc/procedure';

const listProblems = defineProcedure('Payments', 'list', {
  async handler({ ctx }) {
    return { success: true, results: await listPaymentProblems(ctx.db) };
  },
});

/** "Check again": asks the provider now (a top-up or a payout still pending); answers the record as it stands after. */
const checkAgain = defineProcedure('Payments', 'checkAgain', {
  async handler({ ctx, input }) {
    const operator = requireUser(ctx);
    if ((await findPaymentProblem(ctx.db, input.kind, input.id)) === undefined) throw notFound('We could not find that payment.', 'id');
    if (input.kind === 'top_up') {
      if (await ctx.topUps.hint(input.id)) await ctx.topUps.pollDue();
    } else {
      await ctx.payouts.checkAgain(input.id);
    }
    await recordOperatorAction(ctx.db, { operatorId: operator.id, action: 'payment.check', subjectType: input.kind, subjectId: input.id }, ctx.now());
    const results = await findPaymentProblem(ctx.db, input.kind, input.id);
    if (results === undefined) throw notFound('We could not find that payment.', 'id');
    return { success: true, results };
  },
});

const approvePayout = defineProcedure('Payments', 'approvePayout', {
  async handler({ ctx, input }) {
    const operator = requireUser(ctx);
    // Recorded in the approval's own transaction.
    await ctx.payouts.approve(input.payoutId, operator.id);
    const results = await findPaymentProblem(ctx.db, 'payout', input.payoutId);
    if (results === undefined) throw notFound('We could not find that withdrawal.', 'payoutId');
    return { success: true, results };
  },
});

const declinePayout = defineProcedure('Payments', 'declinePayout', {
  async handler({ ctx, input }) {
    const operator = requireUser(ctx);
    // Recorded in the transaction that returns the money.
    await ctx.payouts.decline(input.payoutId, operator.id, input.reason);
    const results = await findPaymentProblem(ctx.db, 'payout', input.payoutId);
    if (results === undefined) throw notFound('We could not find that withdrawal.', 'payoutId');
    return { success: true, results };
  },
});

export const paymentsProcedures: readonly AnyProcedure[] = [listProblems, checkAgain, approvePayout, declinePayout];
