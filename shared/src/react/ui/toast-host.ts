// An open modal <dialog> is in the browser's top layer and makes the rest of the page inert: a toast outside it would
// be drawn under its backdrop and not announced. The toasts therefore live in a host element of their own, which an
// open dialog takes in while it is open (keepToastsAbove) and gives back when it closes (ADR 331).
let host: HTMLDivElement | undefined;

/** The element the toaster renders into: on <body>, or inside the open dialog. */
export function toastHost(): HTMLDivElement {
  if (host === undefined) {
    host = document.createElement('div');
    host.dataset.toasts = '';
  }
  if (!host.isConnected) document.body.appendChild(host);
  return host;
}

/** Moves the toasts into an open modal dialog, so they show and are announced above it; answers the undo. */
export function keepToastsAbove(dialog: HTMLElement): () => void {
  const toasts = toastHost();
  const before = toasts.parentElement;
  dialog.appendChild(toasts);
  return () => {
    if (toasts.parentElement !== dialog) return;
    (before?.isConnected ? before : document.body).appendChild(toasts);
  };
}
