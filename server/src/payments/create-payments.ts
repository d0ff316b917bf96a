// Picks the adapter per provider from PAYMENTS_PROVIDER: the simulator for both by default, the real MTN MoMo
// and Airtel Money adapters when `live` (each only when its credentials are configured).
import type { Config } from '../config';
import { createAirtelMoneyAdapter } from './airtel-money-adapter';
import { createMtnMomoAdapter } from './mtn-momo-adapter';
import type { FetchLike, PaymentsAdapter, Provider } from './port';
import { createSandboxAdapter } from './sandbox-adapter';

export type AdapterFor = (provider: Provider) => PaymentsAdapter | undefined;

export function createPaymentsAdapters(config: Config, deps: { now: () => Date; fetch?: FetchLike }): AdapterFor {
  if (config.paymentsProvider !== 'live') {
    const sandbox = createSandboxAdapter(deps.now);
    return () => sandbox;
  }
  const fetchImpl: FetchLike = deps.fetch ?? ((url, init) => fetch(url, init));
  const mtn = config.payments.mtn === undefined ? undefined : createMtnMomoAdapter(config.payments.mtn, { fetch: fetchImpl });
  const airtel = config.payments.airtel === undefined ? undefined : createAirtelMoneyAdapter(config.payments.airtel, { fetch: fetchImpl });
  return (provider) => (provider === 'MTN' ? mtn : airtel);
}
