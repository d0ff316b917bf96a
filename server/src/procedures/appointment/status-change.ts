// Shared by the accept/reject/cancel/complete actions and their updateAppointmentStatus fallback.
import type { Appointment } from '@musawo/shared/contracts';
import { changeAppointmentStatus, type StatusChange } from '../../appointments/appointments-repo';
import { appointmentNotFound } from '../../appointments/appointment-errors';
import { findAppointmentView } from '../../appointments/appointment-views';
import { appointmentReads, recordClinicalAccesses } from '../../privacy/access-record';
import type { AuthUser, RequestContext } from '../../rpc/procedure';

export async function applyStatusChange(ctx: RequestContext, user: AuthUser, appointmentId: string, change: StatusChange): Promise<Appointment> {
  await changeAppointmentStatus(ctx.db, appointmentId, change, ctx.now());
  // Notifications and reminders were enqueued with the change; send them now, outside the transaction.
  ctx.jobs.kick();
  const view = await findAppointmentView(ctx.db, user, appointmentId);
  if (view === undefined) throw appointmentNotFound();
  // The answer carries the reason for the visit back to the doctor who changed it (ADR 109).
  await recordClinicalAccesses(ctx.db, user, appointmentReads([view]), ctx.now());
  return view;
}
