import { bookedTimes as takenTimes } from '../../appointments/appointment-views';
import { defineProcedure } from '../../rpc/procedure';

export const bookedTimes = defineProcedure('doctor', 'bookedTimes', {
  async handler({ ctx, input }) {
    // Public on purpose: only times, never who booked them.
    return { success: true, results: await takenTimes(ctx.db, input.doctorId, input.date) };
  },
});
