import { notify, useErrorText } from '@musawo/shared/react';

/**
 * Spec §8: toasts titled Error show the server's message (translated by its code in Luganda and Kiswahili), or the
 * screen's fallback.
 */
export function useErrorToast() {
  const errorMessage = useErrorText();
  return {
    errorMessage,
    toastError: (err: unknown, fallback: string, title: string): void => void notify.error(title, errorMessage(err, fallback)),
  };
}
