import { Alert, Button, useErrorText } from '@musawo/shared/react';
import { useT } from '../i18n';

/** A failed load said in the page (not only in a toast that fades), with a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error?: unknown; onRetry: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  const detail = errorText(error, '');
  return (
    <Alert
      tone="danger"
      role="alert"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t.t('common.retry')}
        </Button>
      }
    >
      {detail && detail !== title ? detail : t.t('common.checkConnection')}
    </Alert>
  );
}
