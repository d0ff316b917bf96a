import { Alert, Button } from '@musawo/shared/react';
import { errorText } from './account-query';

/** A failed load said in the page (not only in a toast that fades), with a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error?: unknown; onRetry: () => void }) {
  const detail = errorText(error, '');
  return (
    <Alert
      tone="danger"
      role="alert"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {detail && detail !== title ? detail : 'Check your internet connection and try again.'}
    </Alert>
  );
}
