import type { AnyProcedure } from '../../rpc/procedure';
import { topUp } from './top-up';
import { topUpStatus } from './top-up-status';
import { viewWalletBalance } from './view-wallet-balance';

export const walletProcedures: readonly AnyProcedure[] = [viewWalletBalance, topUp, topUpStatus];
