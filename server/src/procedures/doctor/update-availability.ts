import { isUniqueViolation } from '../../auth/users-repo';
import { availabilityVersion, findAvailability, findAvailabilityByDay, toEntry, updateAvailability as storeAvailability, type AvailabilityRecord } from '../../directory/availability-repo';
import { checkSlots } from '../../directory/availability-rules';
import { AppError, forbidden, notFound } from '../../errors';
import { defineProcedure, requireUser } from '../../rpc/procedure';
import { dayTaken } from './add-availability';

export const availabilityNotFound = () => notFound('We could not find that availability entry: it may have been deleted on another device. Reload your profile and try again.', 'availabilityId');
export const notYours = () => forbidden('You can only change your own availability.', 'availabilityId');

/** A change based on hours that were changed meanwhile (another device or tab) is refused, never applied over them. */
export function checkVersion(existing: AvailabilityRecord, version: string | undefined): void {
  if (version === undefined || version === availabilityVersion(existing.day, existing.slots)) return;
  throw new AppError(409, 'STALE_AVAILABILITY', `Your ${existing.day} hours were changed on another device or tab. Your availability has been reloaded: check it and make your change again.`, 'availabilityId');
}

export const updateAvailability = defineProcedure('doctor', 'updateAvailability', {
  async handler({ ctx, input }) {
    const doctor = requireUser(ctx);
    const existing = await findAvailability(ctx.db, input.availabilityId);
    if (existing === undefined) throw availabilityNotFound();
    if (existing.doctorId !== doctor.id) throw notYours();
    checkVersion(existing, input.version);
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
