import { useNavigate, useSearchParams } from '@musawo/shared/router';
import { tokensSchema, userProfileSchema, type Session } from '@musawo/shared/contracts';
import { notify, useGateway, useSessionStore } from '@musawo/shared/react';
import { currentDevice } from '../device';
import { useT } from '../i18n';

/** Only same-site paths: a returnTo from the URL must never send someone to another site. */
function safeReturnPath(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return raw;
}

/**
 * Stores a new session and leaves the sign-in page (spec §2.8): to the booking intent's return path (the intent
 * is cleared from storage and handed to that page in navigation state, so it can restore the choice), else to
 * the guarded page that sent the visitor here, else to /dashboard.
 */
function useCompleteSignIn() {
  const t = useT();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (session: Session, message = t.t('signIn.success')) => {
    store.set(session);
    notify.success(message);
    const intent = store.getBookingIntent();
    if (intent) {
      store.clearBookingIntent();
      navigate(safeReturnPath(intent.returnPath) ?? `/doctor/${intent.doctorId}`, { replace: true, state: { bookingIntent: intent } });
      return;
    }
    navigate(safeReturnPath(params.get('returnTo')) ?? '/dashboard', { replace: true });
  };
}

/** Signs in with an email or phone number and a password, then completes as above; rejects with the gateway's error. */
export function usePasswordSignIn() {
  const gateway = useGateway();
  const complete = useCompleteSignIn();
  return async (emailOrPhone: string, password: string) => {
    const res = await gateway.call('auth', 'login', { emailOrPhone, password, device: currentDevice() });
    const user = userProfileSchema.safeParse(res.user);
    const tokens = tokensSchema.safeParse(res.tokens);
    if (!user.success || !tokens.success) throw new Error('incomplete answer');
    complete({ user: user.data, tokens: tokens.data });
  };
}
