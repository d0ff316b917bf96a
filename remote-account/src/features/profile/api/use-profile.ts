import { useEffect } from 'react';
import { useMutation, useQuery } from '@musawo/shared/query';
import type { RpcInput, Slot, UserProfile, WeekDay } from '@musawo/shared/contracts';
import { notify, useErrorText, useGateway, useSessionStore } from '@musawo/shared/react';
import { errorCode } from '../../../shared-ui/account-query';
import { useT } from '../../../i18n';

/** Codes of a change refused because it was based on data changed meanwhile (another device or tab). */
export const STALE_CODES = new Set(['STALE_PROFILE', 'STALE_AVAILABILITY', 'NOT_FOUND']);

/** After a change, the session's user is the server's profile: the top bar, the guard and every page agree. */
export function useRefreshSessionUser() {
  const gateway = useGateway();
  const store = useSessionStore();
  return async (fresh?: UserProfile): Promise<UserProfile> => {
    const user = fresh ?? (await gateway.call('auth', 'getUserProfile', {})).result;
    store.setUser(user);
    return user;
  };
}

/**
 * The profile page shows the server's profile, not the copy this device stored at sign-in (or the last time it
 * synced): it is fetched each time the page opens and put in the session, which the page reads.
 */
export function useServerProfile(userId: string | undefined): void {
  const gateway = useGateway();
  const store = useSessionStore();
  const fresh = useQuery({
    queryKey: ['account', userId ?? 'anonymous', 'profile'],
    queryFn: async () => (await gateway.call('auth', 'getUserProfile', {})).result,
    enabled: userId !== undefined,
    staleTime: 0,
    refetchOnMount: 'always',
  }).data;
  useEffect(() => {
    const current = store.get()?.user;
    if (fresh && current && fresh.id === current.id && JSON.stringify(fresh) !== JSON.stringify(current)) store.setUser(fresh);
  }, [fresh, store]);
}

export type ProfileUpdate = RpcInput<'auth', 'updateUserProfile'>;

export function useUpdateProfile() {
  const t = useT();
  const errorText = useErrorText();
  const gateway = useGateway();
  const refresh = useRefreshSessionUser();
  return useMutation({
    mutationFn: async (input: ProfileUpdate) => {
      const answer = await gateway.call('auth', 'updateUserProfile', input);
      await refresh(answer.result);
      return answer;
    },
    onSuccess: () => notify.success(t.t('profile.updated')),
    // A save refused as stale is explained in the form, beside the fresh details, not in a toast.
    onError: (error) => {
      if (errorCode(error) !== 'STALE_PROFILE') notify.error(t.t('profile.updateFailed'), errorText(error, t.t('common.pleaseTryAgain')));
    },
  });
}

/** Checks the code texted to a new phone number; the profile may then take that number (for 30 minutes). */
export function useVerifyNewPhone() {
  const gateway = useGateway();
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) => gateway.call('auth', 'verifyPhoneNumberWeb', { phone_number: input.phone, verificationCode: input.code }),
  });
}

export function useChangePassword() {
  const t = useT();
  const errorText = useErrorText();
  const gateway = useGateway();
  return useMutation({
    mutationFn: (input: { userId: string; currentPassword: string; newPassword: string }) => gateway.call('auth', 'changePassword', input),
    onSuccess: () => notify.success(t.t('password.updated')),
    onError: (error) => notify.error(t.t('password.updateFailed'), errorText(error, t.t('common.pleaseTryAgain'))),
  });
}

export function useSendVerificationEmail() {
  const t = useT();
  const errorText = useErrorText();
  const gateway = useGateway();
  return useMutation({
    mutationFn: (email: string) => gateway.call('auth', 'sendVerificationEmail', { email }),
    onSuccess: () => notify.success(t.t('verify.sent'), t.t('verify.checkEmail')),
    onError: (error) => notify.error(t.t('verify.failed'), errorText(error, t.t('common.pleaseTryAgain'))),
  });
}

export interface DayPayload {
  day: WeekDay;
  slots: Slot[];
}

/** The availability calls of spec §7; the card decides the toasts (one per save, not per call). */
export function useAvailabilityCalls() {
  const gateway = useGateway();
  const refresh = useRefreshSessionUser();
  return {
    add: (doctorId: string, d: DayPayload) => gateway.call('doctor', 'addAvailability', { ...d, doctorId }),
    /** `version`: the day's version the edit started from; the server refuses (409) a day changed meanwhile. */
    update: (availabilityId: string, d: DayPayload, version?: string) =>
      gateway.call('doctor', 'updateAvailability', { availabilityId, ...d, ...(version === undefined ? {} : { version }) }),
    remove: (availabilityId: string, version?: string) => gateway.call('doctor', 'deleteAvailability', { availabilityId, ...(version === undefined ? {} : { version }) }),
    /** The booking page reads the profile's week; keep the session's copy current (best effort). */
    refreshProfile: () => refresh().catch(() => undefined),
  };
}
