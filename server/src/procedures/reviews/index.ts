import type { AnyProcedure } from '../../rpc/procedure';
import { queryReviews } from './query-reviews';
import { createReview } from './create-review';

export const reviewsProcedures: readonly AnyProcedure[] = [queryReviews, createReview];
