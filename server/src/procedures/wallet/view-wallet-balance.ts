import { CURRENCY, walletBalance } from '../../wallet/ledger';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const viewWalletBalance = defineProcedure('Wallet', 'viewWalletBalance', {
  async handler({ ctx }) {
    const user = requireUser(ctx);
    return { success: true, results: { balance: await walletBalance(ctx.db, user.id), currency: CURRENCY } };
  },
});
