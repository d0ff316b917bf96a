import type { AnyProcedure } from '../../rpc/procedure';
import { queryTransactionDetail } from './query-transaction-detail';
import { queryUserTransactions } from './query-user-transactions';
import { userOverview } from './user-overview';

export const transactionProcedures: readonly AnyProcedure[] = [userOverview, queryUserTransactions, queryTransactionDetail];
