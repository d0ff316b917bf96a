import { parseCurrency } from '../../directory/currency';
import { toDoctorView } from '../../directory/doctor-view';
import { findDoctor } from '../../directory/doctors-repo';
import { notFound } from '../../errors';
import { defineProcedure } from '../../rpc/procedure';

export const getDoctor = defineProcedure('doctor', 'getDoctor', {
  async handler({ ctx, input }) {
    const currency = parseCurrency(input.currency);
    const doctor = await findDoctor(ctx.db, input.doctorId);
    // An unlisted doctor (ADR 209) is found only by themselves.
    if (doctor === undefined || (doctor.unlistedReason !== null && ctx.user?.id !== doctor.id)) throw notFound('We could not find that doctor.', 'doctorId');
    return { success: true, results: toDoctorView(doctor, currency) };
  },
});
