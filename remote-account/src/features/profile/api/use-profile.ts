import { useMutation } from '@tanstack/react-query';
import type { RpcInput, Slot, UserProfile, WeekDay } from '@musawo/shared/contracts';
import { notify, useGateway, useSessionStore } from '@musawo/shared/react';
import { errorText } from '../../../shared-ui/account-query';

/** After a change, the session's user is the server's profile: the top bar, the guard and every page agree. */
function useRefreshSessionUser() {
  const gateway = useGateway();
  const store = useSessionStore();
  return async (fresh?: UserProfile) => {
    const user = fresh ?? (await gateway.call('auth', 'getUserProfile', {})).result;
    store.setUser(user);
  };
}

export type ProfileUpdate = RpcInput<'auth', 'updateUserProfile'>;

export function useUpdateProfile() {
  const gateway = useGateway();
  const refresh = useRefreshSessionUser();
  return useMutation({
    mutationFn: async (input: ProfileUpdate) => {
      const answer = await gateway.call('auth', 'updateUserProfile', input);
      await refresh(answer.result);
      return answer;
    },
    onSuccess: () => notify.success('Profile updated successfully'),
    onError: (error) => notify.error('Failed to update profile', errorText(error, 'Please try again.')),
  });
}

export function useChangePassword() {
  const gateway = useGateway();
  return useMutation({
    mutationFn: (input: { userId: string; currentPassword: string; newPassword: string }) => gateway.call('auth', 'changePassword', input),
    onSuccess: () => notify.success('Password updated successfully'),
    onError: (error) => notify.error('Failed to update password', errorText(error, 'Please try again.')),
  });
}

export function useSendVerificationEmail() {
  const gateway = useGateway();
  return useMutation({
    mutationFn: (email: string) => gateway.call('auth', 'sendVerificationEmail', { email }),
    onSuccess: () => notify.success('Verification Email Sent', 'Please check your email for the verification link'),
    onError: (error) => notify.error('Failed to send verification email', errorText(error, 'Please try again.')),
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
    update: (availabilityId: string, d: DayPayload) => gateway.call('doctor', 'updateAvailability', { availabilityId, ...d }),
    remove: (availabilityId: string) => gateway.call('doctor', 'deleteAvailability', { availabilityId }),
    /** The booking page reads the profile's week; keep the session's copy current (best effort). */
    refreshProfile: () => refresh().catch(() => undefined),
  };
}
