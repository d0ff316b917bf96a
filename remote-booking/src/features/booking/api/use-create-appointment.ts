import { useMutation } from '@musawo/shared/query';
import { appointmentDateIso, type Appointment, type VisitMode } from '@musawo/shared/contracts';
import { useGateway } from '@musawo/shared/react';

export interface NewAppointment {
  doctorId: string;
  date: string;
  time: string;
  note: string;
  /** In person or online (issue 50 item 6); none lets the server take the doctor's only mode. */
  visitMode?: VisitMode;
  idempotencyKey: string;
}

/** appointment/create (spec §7): the date as the ISO instant of noon in Kampala (spec §3), the note trimmed. */
export function useCreateAppointment() {
  const gateway = useGateway();
  return useMutation({
    mutationFn: async (a: NewAppointment): Promise<Appointment | undefined> =>
      (
        await gateway.call('appointment', 'create', {
          doctorId: a.doctorId,
          appointment_note: a.note.trim(),
          appointment_date: appointmentDateIso(a.date),
          appointment_time: a.time,
          idempotencyKey: a.idempotencyKey,
          ...(a.visitMode === undefined ? {} : { visitMode: a.visitMode }),
        })
      ).results,
  });
}

/**
 * One key per confirmation attempt: if the request reaches the server twice (a retry after a dropped answer),
 * it books once. randomUUID needs a secure context; plain-http test hosts fall back to getRandomValues.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
