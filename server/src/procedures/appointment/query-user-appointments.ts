import { APPOINTMENTS_PAGE_SIZE } from '@musawo/shared/contracts';
import { listAppointmentViews } from '../../appointments/appointment-views';
import { newestFirst, parsePaging } from '../../directory/paging';
import { appointmentReads, recordClinicalAccesses } from '../../privacy/access-record';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const queryUserAppointments = defineProcedure('appointment', 'queryUserAppointments', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const paging = parsePaging(input.page, input.limit, { defaultLimit: APPOINTMENTS_PAGE_SIZE, maxLimit: 100 });
    const { results, total } = await listAppointmentViews(ctx.db, user, { offset: paging.offset, limit: paging.limit, newestFirst: newestFirst(input.sortBy), section: input.section }, ctx.now());
    // Each appointment on a doctor's page shows its patient's reason for the visit: one access row each (ADR 109).
    await recordClinicalAccesses(ctx.db, user, appointmentReads(results), ctx.now());
    return { success: true, results, total, page: paging.page, limit: paging.limit };
  },
});
