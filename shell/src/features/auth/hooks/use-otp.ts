import { useEffect, useState } from 'react';
import { useGateway, notify } from '@musawo/shared/react';
import { toastError } from './use-error-toast';

export const RESEND_SECONDS = 30;

/** Sending a one-time code, with a resend countdown that matches the server's cooldown. */
export function useOtpSender(isLogin: boolean) {
  const gateway = useGateway();
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
      notify.success('OTP Sent', 'Please check your phone for the verification code');
      setWait(RESEND_SECONDS);
      return true;
    } catch (err) {
      toastError(err, 'Failed to send OTP');
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, sending, wait };
}
