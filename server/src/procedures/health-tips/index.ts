import type { AnyProcedure } from '../../rpc/procedure';
import { getTipById } from './get-tip-by-id';
import { queryTips } from './query-tips';

export const healthTipsProcedures: readonly AnyProcedure[] = [queryTips, getTipById];
