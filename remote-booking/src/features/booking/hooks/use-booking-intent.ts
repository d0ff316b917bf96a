import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@musawo/shared/router';
import { bookingIntentSchema, type BookingIntent } from '@musawo/shared/contracts';
import { useSession, useSessionStore } from '@musawo/shared/react';

/**
 * Spec §4: after sign-in, a saved intent for this doctor restores the date and time and is then removed. The
 * shell hands it over in navigation state (and has already cleared session storage); an intent still in
 * session storage for this doctor is the fallback. Once used, the intent leaves the history entry too, so Back
 * and Reload do not restore it again. A visitor who comes back without signing in gets the choice back but
 * keeps the stored intent, so signing in from the top bar still returns here.
 */
export function useRestoreBookingIntent(doctorId: string, onRestore: (intent: BookingIntent) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useSessionStore();
  const signedIn = useSession() !== null;
  const handled = useRef<string | null>(null);
  const onRestoreRef = useRef(onRestore);
  useEffect(() => {
    onRestoreRef.current = onRestore;
  });

  useEffect(() => {
    if (handled.current === location.key) return;
    handled.current = location.key;
    const fromState = bookingIntentSchema.safeParse((location.state as { bookingIntent?: unknown } | null)?.bookingIntent);
    const stored = store.getBookingIntent();
    const intent = fromState.success && fromState.data.doctorId === doctorId ? fromState.data : stored?.doctorId === doctorId ? stored : null;
    if (fromState.success) navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
    if (signedIn && stored?.doctorId === doctorId) store.clearBookingIntent();
    if (intent) onRestoreRef.current(intent);
  }, [doctorId, location, navigate, store, signedIn]);
}
