import type { AnyProcedure } from '../../rpc/procedure';
import { earnings, payoutStatus, statement, withdraw } from './payout';

export const payoutProcedures: readonly AnyProcedure[] = [earnings, withdraw, payoutStatus, statement];
