import { isUniqueViolation } from '../../auth/users-repo';
import { findAvailabilityByDay, insertAvailability, toEntry } from '../../directory/availability-repo';
import { checkSlots } from '../../directory/availability-rules';
import { listOnceAvailable } from '../../directory/doctors-repo';
import { conflict, forbidden } from '../../errors';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const dayTaken = (day: string) => conflict(`You already have availability on ${day}. Edit that day instead of adding it again.`, 'day');

export const addAvailability = defineProcedure('doctor', 'addAvailability', {
  async handler({ ctx, input }) {
    const doctor = requireUser(ctx);
    // The client sends its own id along; anything else is an attempt on someone else's week.
    if (input.doctorId !== undefined && input.doctorId !== '' && input.doctorId !== doctor.id) throw forbidden('You can only change your own availability.', 'doctorId');
    checkSlots(input.day, input.slots);
    if ((await findAvailabilityByDay(ctx.db, doctor.id, input.day)) !== undefined) throw dayTaken(input.day);
    try {
      const entry = await insertAvailability(ctx.db, doctor.id, input.day, input.slots, ctx.now());
      // A new doctor is listed once they have hours (issue 47, ADR 209).
      await listOnceAvailable(ctx.db, doctor.id, ctx.now());
      return { success: true, message: 'Availability saved successfully', data: toEntry(entry) };
    } catch (err) {
      // Two saves of the same new day at once: the unique (doctor, day) index lets one through.
      if (isUniqueViolation(err)) throw dayTaken(input.day);
      throw err;
    }
  },
});
