import { notFound } from '../../errors';
import { findTransaction } from '../../wallet/transactions-repo';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const queryTransactionDetail = defineProcedure('Transaction', 'queryTransactionDetail', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    // Another user's transaction answers like an unknown one (ADR 200).
    const results = await findTransaction(ctx.db, user.id, input.transactionId);
    if (results === undefined) throw notFound('We could not find that transaction.', 'transactionId');
    return { success: true, results };
  },
});
