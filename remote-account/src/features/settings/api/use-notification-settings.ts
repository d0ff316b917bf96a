import { useMutation } from '@musawo/shared/query';
import { notify, useErrorText, useGateway, useSessionStore } from '@musawo/shared/react';
import { useT } from '../../../i18n';

export type Channel = 'notifySms' | 'notifyEmail';

/** Reminder preferences live on the profile (auth/updateUserProfile {notifySms, notifyEmail}). */
export function useNotificationSetting() {
  const t = useT();
  const errorText = useErrorText();
  const gateway = useGateway();
  const store = useSessionStore();
  return useMutation({
    mutationFn: async ({ channel, on }: { channel: Channel; on: boolean }) => {
      const answer = await gateway.call('auth', 'updateUserProfile', { [channel]: on });
      const current = store.get()?.user;
      if (answer.result) store.setUser(answer.result);
      else if (current) store.setUser({ ...current, [channel]: on });
      return answer;
    },
    onSuccess: (_a, { channel, on }) => notify.success(t.t('settings.saved'), t.t('settings.savedText', { channel: channel === 'notifySms' ? 'sms' : 'email', on: on ? 'on' : 'off' })),
    onError: (error) => notify.error(t.t('settings.saveFailed'), errorText(error, t.t('common.pleaseTryAgain'))),
  });
}
