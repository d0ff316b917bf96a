// The availability rules are shared with the editor (@musawo/shared's availability rules): the server refuses what
// they name with a 400 carrying the same sentence and field.
import type { Slot } from '@musawo/shared/contracts';
import { slotsProblem } from '@musawo/shared/rpc-inputs';
import { badInput } from '../errors';

/** Throws a 400 naming the first problem: none, too many, end not after start, or two slots overlapping. */
export function checkSlots(day: string, slots: readonly Slot[]): void {
  const problem = slotsProblem(day, slots);
  if (problem) throw badInput(problem.message, problem.field);
}
