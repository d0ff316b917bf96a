// Every service's procedures. A new service adds its `index.ts` array here.
import type { AnyProcedure } from '../rpc/procedure';
import { authProcedures } from './auth/index';
import { systemProcedures } from './system/index';

export const allProcedures: readonly AnyProcedure[] = [...systemProcedures, ...authProcedures];
