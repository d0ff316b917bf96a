import { Button, Notice } from '@musawo/shared/react';
import { useSendVerificationEmail } from '../api/use-profile';
import { useT } from '../../../i18n';

/** Spec §2.10/§4: idle -> sending -> sent (disabled after success). */
export function VerificationBanner({ email }: { email: string }) {
  const t = useT();
  const send = useSendVerificationEmail();
  return (
    <Notice
      action={
        <Button size="sm" variant="outline" onClick={() => send.mutate(email)} loading={send.isPending} loadingLabel={t.t('verify.sending')} disabled={send.isSuccess}>
          {send.isSuccess ? t.t('verify.sent') : t.t('verify.send')}
        </Button>
      }
    >
      {t.t('verify.notice')}
    </Notice>
  );
}
