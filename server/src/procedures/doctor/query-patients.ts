import { patientsOfDoctor } from '../../appointments/appointment-views';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const queryPatients = defineProcedure('doctor', 'queryPatients', {
  async handler({ ctx }) {
    const doctor = requireUser(ctx);
    const patients = await patientsOfDoctor(ctx.db, doctor.id);
    return {
      success: true,
      results: patients.map((p) => ({ id: p.id, name: p.name, imageUrl: p.imageUrl, phone_number: p.phone, email: p.email, appointments: p.appointments, lastAppointment: p.last })),
    };
  },
});
