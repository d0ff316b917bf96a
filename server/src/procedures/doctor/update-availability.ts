import { isUniqueViolation } from '../../auth/users-repo';
import { findAvailability, findAvailabilityByDay, toEntry, updateAvailability as storeAvailability } from '../../directory/availability-repo';
import { checkSlots } from '../../directory/availability-rules';
import { forbidden, notFound } from '../../errors';
import { defineProcedure, requireUser } from '../../rpc/procedure';
import { dayTaken } from './add-availability';

export const availabilityNotFound = () => notFound('We could not find that availability entry. Reload your profile and try again.', 'availabilityId');
export const notYours = () => forbidden('You can only change your own availability.', 'availabilityId');

export const updateAvailability = defineProcedure('doctor', 'updateAvailability', {
  async handler({ ctx, input }) {
    const doctor = requireUser(ctx);
    const existing = await findAvailability(ctx.db, input.availabilityId);
    if (existing === undefined) throw availabilityNotFound();
    if (existing.doctorId !== doctor.id) throw notYours();
    checkSlots(input.day, input.slots);
    if (input.day !== existing.day && (await findAvailabilityByDay(ctx.db, doctor.id, input.day)) !== undefined) throw dayTaken(input.day);
    try {
      const updated = await storeAvailability(ctx.db, existing, input.day, input.slots, ctx.now());
      if (updated === undefined) throw availabilityNotFound();
      return { success: true, message: 'Availability updated successfully', data: toEntry(updated) };
    } catch (err) {
      if (isUniqueViolation(err)) throw dayTaken(input.day);
      throw err;
    }
  },
});
