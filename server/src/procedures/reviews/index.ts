import type { AnyProcedure } from '../../rpc/procedure';
import { queryReviews } from './query-reviews';

export const reviewsProcedures: readonly AnyProcedure[] = [queryReviews];
