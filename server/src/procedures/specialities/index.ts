import type { AnyProcedure } from '../../rpc/procedure';
import { queryAllSpecialityNoAuth } from './query-all-speciality-no-auth';

export const specialitiesProcedures: readonly AnyProcedure[] = [queryAllSpecialityNoAuth];
