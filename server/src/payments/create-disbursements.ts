// Picks the disbursement adapter per provider like create-payments.ts: the sandbox by default; with
// PAYMENTS_PROVIDER=live, MTN MoMo Disbursement and Airtel Money disbursement when their credentials are set.
import type { Config } from '../config';
import { createAirtelMoneyDisbursement } from './airtel-money-disbursement';
import type { DisbursementFor } from './disbursement-port';
import { createMtnMomoDisbursement } from './mtn-momo-disbursement';
import type { FetchLike } from './port';
import { createSandboxDisbursements } from './sandbox-disbursement';

export function createDisbursements(config: Config, deps: { now: () => Date; fetch?: FetchLike }): DisbursementFor {
  if (config.paymentsProvider !== 'live') {
    const sandbox = createSandboxDisbursements(deps.now);
    return () => sandbox;
  }
  const fetchImpl: FetchLike = deps.fetch ?? ((url, init) => fetch(url, init));
  const { mtnDisbursement, airtelDisbursement } = config.payments;
  const mtn = mtnDisbursement === undefined ? undefined : createMtnMomoDisbursement(mtnDisbursement, { fetch: fetchImpl });
  const airtel = airtelDisbursement === undefined ? undefined : createAirtelMoneyDisbursement(airtelDisbursement, { fetch: fetchImpl });
  return (provider) => (provider === 'MTN' ? mtn : airtel);
}
