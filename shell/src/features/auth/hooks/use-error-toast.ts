import { GatewayError } from '@musawo/shared/runtime';
import { notify } from '@musawo/shared/react';

/** Spec §8: toasts titled Error show the server's message, or the screen's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof GatewayError && err.message) return err.message;
  return fallback;
}
export const toastError = (err: unknown, fallback: string, title = 'Error'): void => void notify.error(title, errorMessage(err, fallback));
