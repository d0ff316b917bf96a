import { useMutation } from '@musawo/shared/query';
import { notify, useGateway, useSessionStore } from '@musawo/shared/react';
import { errorText } from '../../../shared-ui/account-query';

export type Channel = 'notifySms' | 'notifyEmail';

/** Reminder preferences live on the profile (auth/updateUserProfile {notifySms, notifyEmail}). */
export function useNotificationSetting() {
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
    onSuccess: (_a, { channel, on }) => notify.success('Preferences saved', `${channel === 'notifySms' ? 'SMS' : 'Email'} reminders are ${on ? 'on' : 'off'}.`),
    onError: (error) => notify.error('Failed to save preferences', errorText(error, 'Please try again.')),
  });
}
