// jsdom has HTMLDialogElement but not showModal(), show() or close(). This gives tests the part of the platform the
// kit's Dialog relies on: the open attribute, a stack of modal dialogs, Escape firing a cancelable `cancel` event on
// the top-most one (not when a field inside has already handled the key), and `close` after close(). The focus trap
// and the inert page are not emulated: the journeys check those in Chromium.

const modalStack: HTMLDialogElement[] = [];

export function installDialogPolyfill(win: Window & typeof globalThis): void {
  const proto = win.HTMLDialogElement?.prototype;
  if (!proto || typeof proto.showModal === 'function') return;

  const open = (dialog: HTMLDialogElement) => {
    if (dialog.hasAttribute('open')) throw new win.DOMException('The dialog is already open.', 'InvalidStateError');
    if (!dialog.isConnected) throw new win.DOMException('The dialog is not connected.', 'InvalidStateError');
    dialog.setAttribute('open', '');
  };
  proto.show = function show(this: HTMLDialogElement) {
    open(this);
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    open(this);
    modalStack.push(this);
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    const i = modalStack.indexOf(this);
    if (i >= 0) modalStack.splice(i, 1);
    if (returnValue !== undefined) this.returnValue = returnValue;
    // The platform queues the event; a microtask keeps it asynchronous without needing timers.
    queueMicrotask(() => this.dispatchEvent(new win.Event('close')));
  };

  win.document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    const top = modalStack.filter((d) => d.isConnected).at(-1);
    if (!top) return;
    if (top.dispatchEvent(new win.Event('cancel', { cancelable: true }))) top.close();
  });
}
