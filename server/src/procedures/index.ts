// Every service's procedures. A new service adds its `index.ts` array here.
import type { AnyProcedure } from '../rpc/procedure';
import { authProcedures } from './auth/index';
import { systemProcedures } from './system/index';
import { specialitiesProcedures } from './specialities/index';
import { doctorProcedures } from './doctor/index';
import { reviewsProcedures } from './reviews/index';
import { healthTipsProcedures } from './health-tips/index';
import { placesProcedures } from './places/index';
import { appointmentProcedures } from './appointment/index';
import { transactionProcedures } from './transaction/index';
import { walletProcedures } from './wallet/index';
import { consultProcedures } from './consult/index';
import { operatorProcedures } from './operator/index';
import { payoutProcedures } from './payout/index';
import { paymentsProcedures } from './payments/index';
import { moderationProcedures } from './moderation/index';
import { applicationsProcedures } from './applications/index';
import { myDataProcedures } from './my-data/index';

export const allProcedures: readonly AnyProcedure[] = [
  ...systemProcedures,
  ...authProcedures,
  ...specialitiesProcedures,
  ...doctorProcedures,
  ...reviewsProcedures,
  ...healthTipsProcedures,
  ...placesProcedures,
  ...appointmentProcedures,
  ...transactionProcedures,
  ...walletProcedures,
  ...consultProcedures,
  ...operatorProcedures,
  ...payoutProcedures,
  ...paymentsProcedures,
  ...moderationProcedures,
  ...applicationsProcedures,
  ...myDataProcedures,
];
