import { listTransactions } from '../../wallet/transactions-repo';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const queryUserTransactions = defineProcedure('Transaction', 'queryUserTransactions', {
  async handler({ ctx }) {
    const user = requireUser(ctx);
    return { success: true, results: await listTransactions(ctx.db, user.id) };
  },
});
