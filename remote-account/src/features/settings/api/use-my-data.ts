// "My data" (issue 49): consents, the data download, "Who saw my record" and account deletion, through the myData
// service. The download is fetched with the bearer token (the link works once, for its owner) and saved from a blob.
import { useMutation, useQuery, useQueryClient } from '@musawo/shared/query';
import { notify, useErrorText, useGateway, useSessionStore } from '@musawo/shared/react';
import { useT } from '../../../i18n';

const CONSENTS_KEY = ['myData', 'consents'] as const;
const ACCESS_KEY = ['myData', 'accessRecord'] as const;

export function useConsents() {
  const gateway = useGateway();
  return useQuery({ queryKey: CONSENTS_KEY, queryFn: async () => (await gateway.call('myData', 'consents', {})).results });
}

export function useMarketingSetting() {
  const t = useT();
  const errorText = useErrorText();
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => (await gateway.call('myData', 'setMarketing', { on })).results,
    onSuccess: (state) => {
      client.setQueryData(CONSENTS_KEY, state);
      notify.success(t.t('settings.saved'), t.t('myData.marketingSaved', { on: state.marketing ? 'on' : 'off' }));
    },
    onError: (error) => notify.error(t.t('settings.saveFailed'), errorText(error, t.t('common.pleaseTryAgain'))),
  });
}

export function useAccessRecord() {
  const gateway = useGateway();
  return useQuery({ queryKey: ACCESS_KEY, queryFn: async () => (await gateway.call('myData', 'accessRecord', { limit: 50 })).results });
}

/** Saves bytes as a file the browser downloads. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadMyData() {
  const gateway = useGateway();
  const session = useSessionStore();
  return useMutation({
    mutationFn: async () => {
      const { results } = await gateway.call('myData', 'requestExport', {});
      // The link is a path on the API's origin; the access token the call above may have refreshed goes with it.
      const res = await fetch(new URL(results.url, new URL(__API_BASE__, window.location.href)), { headers: { authorization: `Bearer ${session.get()?.tokens.access.token ?? ''}` }, cache: 'no-store' });
      if (!res.ok) throw new Error('download');
      saveBlob(await res.blob(), 'musawo-my-data.zip');
    },
  });
}

export function useDeleteAccount() {
  const gateway = useGateway();
  return useMutation({
    mutationFn: async (proof: { password: string } | { verificationCode: string }) => (await gateway.call('myData', 'deleteAccount', proof)).results,
  });
}

export function useSendDeletionCode() {
  const gateway = useGateway();
  return useMutation({
    mutationFn: async (phone: string) => gateway.call('auth', 'sendOTPRegistration', { phone_number: phone, isLogin: true }),
  });
}
