import type { AnyProcedure } from '../../rpc/procedure';
import { acceptAppointment } from './accept-appointment';
import { cancelAppointment } from './cancel-appointment';
import { completeAppointment } from './complete-appointment';
import { create } from './create';
import { getAppointment } from './get-appointment';
import { queryUserAppointments } from './query-user-appointments';
import { rejectAppointment } from './reject-appointment';
import { rescheduleAppointment } from './reschedule-appointment';
import { updateAppointmentStatus } from './update-appointment-status';

export const appointmentProcedures: readonly AnyProcedure[] = [
  create,
  queryUserAppointments,
  getAppointment,
  acceptAppointment,
  rejectAppointment,
  cancelAppointment,
  updateAppointmentStatus,
  completeAppointment,
  rescheduleAppointment,
];
