import { useMutation, useQuery, useQueryClient } from '@musawo/shared/query';
import type { ConsultMessage, ConsultRoom } from '@musawo/shared/contracts';
import { staleAfterAppointmentChange } from '@musawo/shared/query-keys';
import { notify, useErrorText, useGateway, useSession, useSessionStore } from '@musawo/shared/react';
import { useT, type ConsultText } from '../../../i18n';

/** Query keys of this remote: 'consult' plus the signed-in user's id (one QueryClient for the whole page). */
export function useConsultKey(): (...parts: string[]) => string[] {
  const userId = useSession()?.user.id ?? 'anonymous';
  return (...parts) => ['consult', userId, ...parts];
}

export function useRoom(appointmentId: string) {
  const gateway = useGateway();
  const key = useConsultKey();
  return useQuery({
    queryKey: key('room', appointmentId),
    queryFn: async () => (await gateway.call('consult', 'getRoom', { appointmentId })).results,
    // "Not yours" and a closed room do not change by asking again.
    retry: (count, error) => count < 2 && ![401, 403, 404].includes((error as { status?: number }).status ?? 0),
  });
}

/** Puts a message into the cached room once, whoever heard of it first (the answer to Send, or the socket). */
export function useAddMessage(appointmentId: string): (message: ConsultMessage) => void {
  const queryClient = useQueryClient();
  const key = useConsultKey();
  return (message) =>
    queryClient.setQueryData<ConsultRoom>(key('room', appointmentId), (room) =>
      room === undefined || room.messages.some((m) => m.id === message.id) ? room : { ...room, messages: [...room.messages, message] },
    );
}

export function useSendMessage(appointmentId: string) {
  const gateway = useGateway();
  const add = useAddMessage(appointmentId);
  const t = useT();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: async (text: string) => (await gateway.call('consult', 'sendMessage', { appointmentId, text })).results,
    onSuccess: add,
    onError: (error) => notify.error(t.t('toast.messageNotSent'), errorText(error, '') || undefined),
  });
}

/**
 * Sends an image or a PDF (at most 5 MB) as the raw body, with the access token the gateway keeps fresh: a 401
 * refreshes it through a gateway call and tries once more.
 */
export function useSendFile(appointmentId: string) {
  const gateway = useGateway();
  const session = useSessionStore();
  const add = useAddMessage(appointmentId);
  const t = useT();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: async (file: File): Promise<ConsultMessage> => {
      const post = () =>
        fetch(`${__API_BASE__}/consult/${encodeURIComponent(appointmentId)}/files`, {
          method: 'POST',
          headers: { 'content-type': file.type, 'x-file-name': encodeURIComponent(file.name), authorization: `Bearer ${session.get()?.tokens.access.token ?? ''}` },
          body: file,
        });
      let res = await post();
      if (res.status === 401) {
        await gateway.call('consult', 'markRead', { appointmentId });
        res = await post();
      }
      const body = (await res.json().catch(() => ({}))) as { results?: ConsultMessage; message?: string; code?: string };
      // The server's code goes with its sentence, so the toast can say it in the page's language.
      if (!res.ok || body.results === undefined) throw Object.assign(new Error(body.message ?? t.t('toast.fileFailed')), { code: body.code ?? `HTTP_${res.status}` });
      return body.results;
    },
    onSuccess: add,
    // Over the server's 5 MB: what to do about it, in the page's language.
    onError: (error) =>
      notify.error(t.t('toast.fileNotSent'), ['PAYLOAD_TOO_LARGE', 'HTTP_413'].includes((error as { code?: string }).code ?? '') ? t.t('composer.fileSize') : errorText(error, t.t('toast.fileFailed'))),
  });
}

/** An attachment's bytes, fetched with the bearer token (they are never at a public URL). */
export function useFetchFile(appointmentId: string): (fileId: string) => Promise<Blob> {
  const gateway = useGateway();
  const session = useSessionStore();
  return async (fileId) => {
    const get = () =>
      fetch(`${__API_BASE__}/consult/${encodeURIComponent(appointmentId)}/files/${encodeURIComponent(fileId)}`, {
        headers: { authorization: `Bearer ${session.get()?.tokens.access.token ?? ''}` },
        cache: 'no-store',
      });
    let res = await get();
    if (res.status === 401) {
      await gateway.call('consult', 'markRead', { appointmentId });
      res = await get();
    }
    if (!res.ok) throw new Error('The file could not be opened.');
    return res.blob();
  };
}

function useRoomRefresh(appointmentId: string) {
  const queryClient = useQueryClient();
  const key = useConsultKey();
  return () => queryClient.invalidateQueries({ queryKey: key('room', appointmentId) });
}

export function useRoomAction(appointmentId: string) {
  const gateway = useGateway();
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id;
  const refresh = useRoomRefresh(appointmentId);
  const t = useT();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: async (action: { kind: 'ask-phone' } | { kind: 'phone-outcome'; outcome: 'CALLED' | 'NOT_REACHED' } | { kind: 'save-notes'; notes: string } | { kind: 'complete'; notes: string }): Promise<ConsultText> => {
      switch (action.kind) {
        case 'ask-phone':
          await gateway.call('consult', 'requestPhoneCall', { appointmentId });
          return 'toast.askedPhone';
        case 'phone-outcome':
          await gateway.call('consult', 'answerPhoneRequest', { appointmentId, outcome: action.outcome });
          return 'toast.phoneWritten';
        case 'save-notes':
          await gateway.call('consult', 'saveNotes', { appointmentId, notes: action.notes });
          return 'toast.notesSaved';
        case 'complete':
          await gateway.call('consult', 'completeConsultation', { appointmentId, notes: action.notes });
          // No account page is mounted beside the room: the appointment, the dashboard and the payout are made stale.
          if (userId) for (const queryKey of staleAfterAppointmentChange(userId)) void queryClient.invalidateQueries({ queryKey });
          return 'toast.completed';
      }
    },
    onSuccess: (title) => {
      notify.success(t.t(title));
      void refresh();
    },
    onError: (error) => notify.error(t.t('toast.failed'), errorText(error, '') || undefined),
  });
}
