import { useEffect } from 'react';
import { toast, Toaster, useToasterStore, type DefaultToastOptions, type ToastOptions, type ToasterProps } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOASTS_VISIBLE_MAX } from '../../contracts/constants';
import { theme } from '../theme';

// Toasts read the theme object directly, not through ThemeProvider: react-hot-toast renders wherever the
// shell mounts <Toaster>, and a toast must look right even if that is outside the provider.

/** Defaults for react-hot-toast (spec §9: shown 4-5 s). */
export const toastOptions: DefaultToastOptions = {
  duration: TOAST_DURATION_MS,
  style: {
    maxWidth: 'min(420px, calc(100vw - 32px))',
    padding: `${theme.space[3]} ${theme.space[4]}`,
    borderRadius: theme.radii.lg,
    background: theme.colors.surface,
    color: theme.colors.text, // 14.68:1
    boxShadow: theme.shadows.lg,
    fontFamily: theme.fonts.body,
    fontSize: theme.fontSizes.sm,
    lineHeight: String(theme.lineHeights.normal),
  },
  success: { iconTheme: { primary: theme.colors.success, secondary: '#FFFFFF' } },
  error: { iconTheme: { primary: theme.colors.danger, secondary: '#FFFFFF' } },
};

// react-hot-toast stamps role=status on every toast when it is created, which overrides any per-type ariaProps
// in the Toaster defaults, so the error role has to be passed with each error toast.
const errorAria: ToastOptions = { ariaProps: { role: 'alert', 'aria-live': 'assertive' } };

/** Props for the one <Toaster> the shell renders. */
export const toasterProps: ToasterProps = {
  position: 'top-center',
  gutter: 8,
  containerStyle: { zIndex: theme.zIndices.toast, top: 16 },
  toastOptions,
};

/** Spec §9: at most 3 toasts visible; older ones are dismissed when a fourth arrives. */
export function useToastLimit(max: number = TOASTS_VISIBLE_MAX): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // react-hot-toast keeps the newest first, so everything past `max` is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(max)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, max]);
}

/** The shell's toaster: theme-styled and limited to three visible toasts. */
export function AppToaster(props: Partial<ToasterProps>) {
  useToastLimit();
  return <Toaster {...toasterProps} {...props} />;
}

export interface ToastMessageProps {
  title: string;
  text?: string;
}

/** The spec's toasts have a title and a description ('OTP Sent' / 'Please check your phone...'). */
export function ToastMessage({ title, text }: ToastMessageProps) {
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
      <strong style={{ fontWeight: theme.fontWeights.semibold }}>{title}</strong>
      {text ? <span style={{ color: theme.colors.textMuted }}>{text}</span> : null}
    </span>
  );
}

function message(title: string, text?: string) {
  return <ToastMessage title={title} text={text} />;
}

export const notify = {
  success: (title: string, text?: string, options?: ToastOptions): string =>
    toast.success(message(title, text), options),
  /** Errors interrupt the screen reader (role=alert); the others wait politely (role=status). */
  error: (title: string, text?: string, options?: ToastOptions): string =>
    toast.error(message(title, text), { ...errorAria, ...options }),
  info: (title: string, text?: string, options?: ToastOptions): string => toast(message(title, text), options),
  dismiss: (id?: string): void => toast.dismiss(id),
};
