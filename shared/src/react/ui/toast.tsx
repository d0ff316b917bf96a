import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { toastHost } from './toast-host';
import type * as HotToast from 'react-hot-toast';
import type { DefaultToastOptions, ToastOptions, ToasterProps } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOASTS_VISIBLE_MAX } from '../../contracts/constants';
import { theme } from '../theme';

// The toast code (react-hot-toast and its CSS-in-JS, ~4.5 KB gzip) is not part of a page's first download: no
// first view shows a toast. It arrives in a chunk of its own, fetched once the first view is done (the shell calls
// `loadToasts`) or with the first toast, whichever comes first (ADR 013). Toasts asked for before it has arrived
// are shown, in order, as soon as it does; `notify` answers a toast's id at once either way.
type ToastModule = typeof HotToast;

let loaded: ToastModule | undefined;
let loading: Promise<ToastModule> | undefined;
let waiting: ((m: ToastModule) => void)[] = [];
const listeners = new Set<() => void>();

/**
 * Fetches the toast code once (a failed fetch is tried again by the next call or toast) and shows the toasts that
 * were waiting for it.
 */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import(/* webpackChunkName: "toasts" */ 'react-hot-toast').then(
    (m) => {
      loaded = m;
      const queued = waiting;
      waiting = [];
      queued.forEach((call) => call(m));
      listeners.forEach((listener) => listener());
      return m;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

function withToasts(call: (m: ToastModule) => void): void {
  if (loaded !== undefined) {
    call(loaded);
    return;
  }
  waiting.push(call);
  // Offline with the code not cached: the toast waits for the next attempt (the next toast) instead of failing.
  loadToasts().catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useToastModule = (): ToastModule | undefined => useSyncExternalStore(subscribe, () => loaded, () => undefined);

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
function useToastLimit(m: ToastModule, max: number = TOASTS_VISIBLE_MAX): void {
  const { toasts } = m.useToasterStore();
  useEffect(() => {
    // react-hot-toast keeps the newest first, so everything past `max` is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(max)
      .forEach((t) => m.toast.dismiss(t.id));
  }, [m, toasts, max]);
}

function LoadedToaster({ toastModule: m, ...props }: Partial<ToasterProps> & { toastModule: ToastModule }) {
  useToastLimit(m);
  return createPortal(<m.Toaster {...toasterProps} {...props} />, toastHost());
}

/** The shell's toaster: theme-styled and limited to three visible toasts; nothing until the toast code is here. */
export function AppToaster(props: Partial<ToasterProps>) {
  const m = useToastModule();
  return m === undefined ? null : <LoadedToaster toastModule={m} {...props} />;
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

let lastId = 0;
/** Error toasts shown since the last success. */
let errorIds = new Set<string>();

function show(kind: 'success' | 'error' | 'info', title: string, text?: string, options?: ToastOptions): string {
  // Our own id, so that the caller has it before the toast code has arrived (react-hot-toast's are "1", "2", ...).
  const id = options?.id ?? `musawo-toast-${++lastId}`;
  const content = message(title, text);
  // A success settles what went wrong before it ('Authentication Required', then signed in; 'Invalid OTP', then
  // verified): the older errors are stale and go, instead of staying beside the good news.
  const stale = kind === 'success' ? [...errorIds] : [];
  if (kind === 'success') errorIds = new Set();
  if (kind === 'error') errorIds.add(id);
  withToasts(({ toast }) => {
    stale.forEach((old) => toast.dismiss(old));
    if (kind === 'success') toast.success(content, { ...options, id });
    else if (kind === 'error') toast.error(content, { ...errorAria, ...options, id });
    else toast(content, { ...options, id });
  });
  return id;
}

export const notify = {
  success: (title: string, text?: string, options?: ToastOptions): string => show('success', title, text, options),
  /** Errors interrupt the screen reader (role=alert); the others wait politely (role=status). */
  error: (title: string, text?: string, options?: ToastOptions): string => show('error', title, text, options),
  info: (title: string, text?: string, options?: ToastOptions): string => show('info', title, text, options),
  dismiss: (id?: string): void => {
    // Nothing shown and nothing waiting: nothing to dismiss, and no reason to fetch the toast code.
    if (loaded === undefined && waiting.length === 0) return;
    withToasts(({ toast }) => toast.dismiss(id));
  },
};
