import { Button, Notice } from '@musawo/shared/react';
import { useSendVerificationEmail } from '../api/use-profile';

/** Spec §2.10/§4: idle -> sending -> sent (disabled after success). */
export function VerificationBanner({ email }: { email: string }) {
  const send = useSendVerificationEmail();
  return (
    <Notice
      action={
        <Button size="sm" variant="outline" onClick={() => send.mutate(email)} loading={send.isPending} loadingLabel="Sending..." disabled={send.isSuccess}>
          {send.isSuccess ? 'Verification Email Sent' : 'Send Verification Email'}
        </Button>
      }
    >
      Your email address is not verified. Please verify your email to access all features.
    </Notice>
  );
}
