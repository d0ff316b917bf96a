import { useEffect, useState } from 'react';
import { GatewayError } from '../runtime/gateway';
import { useGateway } from './context';
import { errorMessage } from './error-text';
import { errorTexts } from './errors/i18n';
import { extrasTexts } from './extras/i18n';
import { translatorIn, useLanguageStore } from './intl';
import { notify } from './ui/toast';

export const RESEND_SECONDS = 30;

/**
 * Texting a one-time code to a phone (auth/sendOTPRegistration), with a resend countdown that matches the
 * server's cooldown. Sign-up, phone sign-in, and a new number in the account (profile phone, top-up number).
 */
export function useOtpSender(isLogin: boolean) {
  const gateway = useGateway();
  // The toasts' texts are read when they are shown, in the page's language then.
  const language = useLanguageStore();
  const errors = errorTexts.useT();
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return undefined;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const send = async (phone: string): Promise<boolean> => {
    setSending(true);
    try {
      await gateway.call('auth', 'sendOTPRegistration', { phone_number: phone, isLogin });
      const t = await translatorIn(extrasTexts, language.get());
      notify.success(t.t('ui.otpSent'), t.t('ui.otpCheck'));
      setWait(RESEND_SECONDS);
      return true;
    } catch (err) {
      // Spec §8: toasts titled Error show the server's message, or the screen's fallback.
      const t = await translatorIn(extrasTexts, language.get());
      notify.error(t.t('ui.error'), errorMessage(err, t.t('ui.otpFailed'), errors));
      // A pause the server asked for (a 429's retryAfter, or the 30 s between codes): the resend button counts it down.
      if (err instanceof GatewayError && err.retryAfter !== undefined && err.retryAfter > 0) setWait(Math.ceil(err.retryAfter));
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, sending, wait };
}
