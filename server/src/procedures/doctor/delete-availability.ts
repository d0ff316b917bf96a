import { deleteAvailability as removeAvailability, findAvailability } from '../../directory/availability-repo';
import { defineProcedure, requireUser } from '../../rpc/procedure';
import { availabilityNotFound, checkVersion, notYours } from './update-availability';

export const deleteAvailability = defineProcedure('doctor', 'deleteAvailability', {
  async handler({ ctx, input }) {
    const doctor = requireUser(ctx);
    const existing = await findAvailability(ctx.db, input.availabilityId);
    if (existing === undefined) throw availabilityNotFound();
    if (existing.doctorId !== doctor.id) throw notYours();
    checkVersion(existing, input.version);
    if (!(await removeAvailability(ctx.db, existing.id, doctor.id))) throw availabilityNotFound();
    return { success: true, message: 'Availability deleted successfully' };
  },
});
