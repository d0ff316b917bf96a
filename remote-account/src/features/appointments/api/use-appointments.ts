import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@musawo/shared/query';
import { APPOINTMENTS_PAGE_SIZE, type Appointment, type AppointmentStatus } from '@musawo/shared/contracts';
import { notify, useBus, useBusEvent, useErrorText, useGateway } from '@musawo/shared/react';
import { useAccountKey } from '../../../shared-ui/account-query';
import { useT, type AccountText } from '../../../i18n';

/**
 * Spec §2.10/§9: 10 per page, newest first; the server answers the total so the pager is right. A doctor's list comes
 * in two sections (issue 50): upcoming visits soonest first, or the past and closed ones latest first.
 */
export function useAppointments(page: number, enabled = true, section?: 'upcoming' | 'past') {
  const gateway = useGateway();
  const key = useAccountKey();
  return useQuery({
    enabled,
    queryKey: key('appointments', 'list', page, section ?? 'all'),
    queryFn: () => gateway.call('appointment', 'queryUserAppointments', { limit: APPOINTMENTS_PAGE_SIZE, page, sortBy: 'createdAt:desc', ...(section ? { section } : {}) }),
    // The old page stays on screen while the next one loads on 3G, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

/**
 * A doctor's agenda (day and week views): the 100 most recently booked appointments, which the agenda sorts into
 * days. Shares the 'appointments' key, so the bus events and actions that refresh the list refresh it too.
 */
const AGENDA_LIMIT = 100;
export function useAgendaAppointments() {
  const gateway = useGateway();
  const key = useAccountKey();
  return useQuery({
    queryKey: key('appointments', 'agenda'),
    queryFn: () => gateway.call('appointment', 'queryUserAppointments', { limit: AGENDA_LIMIT, page: 1, sortBy: 'createdAt:desc' }),
  });
}

export function useAppointment(appointmentId: string) {
  const gateway = useGateway();
  const key = useAccountKey();
  return useQuery({
    queryKey: key('appointments', 'detail', appointmentId),
    queryFn: async () => (await gateway.call('appointment', 'getAppointment', { appointmentId })).results,
  });
}

/**
 * A status changed while these are on screen: the lists and details here are out of date. A booking made on
 * /doctor/:id invalidates the 'appointments' key instead (staleAfterAppointmentChange in @musawo/shared/query-keys).
 */
export function useAppointmentsFollowEvents(): void {
  const queryClient = useQueryClient();
  const key = useAccountKey();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key('appointments') });
  useBusEvent('appointment:status-changed', refresh);
}

export type AppointmentAction = 'accept' | 'reject' | 'cancel' | 'complete';

const outcome: Record<AppointmentAction, { status: AppointmentStatus; toast: AccountText; movesMoney: boolean }> = {
  accept: { status: 'ACCEPTED', toast: 'toast.accepted', movesMoney: false },
  // DESIGN §7: rejected and cancelled bookings are refunded; a completed one pays the doctor.
  reject: { status: 'REJECTED', toast: 'toast.rejected', movesMoney: true },
  cancel: { status: 'CANCELLED', toast: 'toast.cancelled', movesMoney: true },
  complete: { status: 'COMPLETED', toast: 'toast.completed', movesMoney: true },
};

export interface ActionRequest {
  action: AppointmentAction;
  /** Accept instructions, or the reason for a rejection or cancellation. */
  text?: string;
}

/**
 * Spec §4: after an action the toast 'Appointment {action} successfully', the list and the details refreshed;
 * DESIGN §3: the rest of the site hears it on the bus (the dashboard, the wallet).
 */
export function useAppointmentAction(appointmentId: string) {
  const t = useT();
  const errorText = useErrorText();
  const gateway = useGateway();
  const bus = useBus();
  const queryClient = useQueryClient();
  const key = useAccountKey();
  return useMutation({
    mutationFn: async ({ action, text }: ActionRequest) => {
      switch (action) {
        case 'accept':
          return gateway.call('appointment', 'acceptAppointment', { appointmentId, ...(text?.trim() ? { acceptInstructions: text.trim() } : {}) });
        case 'reject':
          return gateway.call('appointment', 'rejectAppointment', { appointmentId, rejectReason: (text ?? '').trim() });
        case 'cancel':
          return gateway.call('appointment', 'cancelAppointment', { appointmentId, cancellationReason: (text ?? '').trim() });
        case 'complete':
          return gateway.call('appointment', 'completeAppointment', { appointmentId });
      }
    },
    onSuccess: (answer, { action }) => {
      const o = outcome[action];
      if (answer.results) queryClient.setQueryData<Appointment>(key('appointments', 'detail', appointmentId), answer.results);
      void queryClient.invalidateQueries({ queryKey: key('appointments') });
      notify.success(t.t(o.toast));
      bus.publish('appointment:status-changed', { appointmentId, status: o.status });
      if (o.movesMoney) bus.publish('wallet:balance-changed', {});
    },
    onError: (error) => {
      // A 409 means someone else changed it first (the patient cancelled as the doctor accepted): show what is true now.
      void queryClient.invalidateQueries({ queryKey: key('appointments') });
      notify.error(t.t('toast.updateFailed'), errorText(error, t.t('common.pleaseTryAgain')));
    },
  });
}

export interface ReviewRequest {
  rating: number;
  reviewText: string;
}

export function useCreateReview(appointmentId: string) {
  const t = useT();
  const errorText = useErrorText();
  const gateway = useGateway();
  const queryClient = useQueryClient();
  const key = useAccountKey();
  return useMutation({
    mutationFn: ({ rating, reviewText }: ReviewRequest) => gateway.call('Reviews', 'createReview', { appointmentId, rating, reviewText: reviewText.trim() }),
    onSuccess: () => {
      queryClient.setQueryData<Appointment>(key('appointments', 'detail', appointmentId), (a) => (a ? { ...a, hasReview: true } : a));
      void queryClient.invalidateQueries({ queryKey: key('appointments') });
      notify.success(t.t('toast.reviewSubmitted'), t.t('toast.thanks'));
    },
    onError: (error) => notify.error(t.t('toast.reviewFailed'), errorText(error, t.t('common.pleaseTryAgain'))),
  });
}
