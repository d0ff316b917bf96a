import type { AnyProcedure } from '../../rpc/procedure';
import { myAccessRecord } from './access-record';
import { acceptTerms, myConsents, setMarketingConsent } from './consents';
import { deleteAccount } from './delete-account';
import { requestExport } from './request-export';

export const myDataProcedures: readonly AnyProcedure[] = [myAccessRecord, requestExport, deleteAccount, myConsents, acceptTerms, setMarketingConsent];
