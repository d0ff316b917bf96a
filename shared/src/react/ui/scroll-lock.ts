// Body scroll lock shared by everything modal (the kit's Dialog, the shell's drawer through useModal). Not part of the
// public surface: the index does not export this file.

let openModals = 0;
let savedOverflow = '';

/** The first open saves the body's overflow style, the last close restores it; stacked modals count. */
export function lockScroll(): () => void {
  if (openModals === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openModals += 1;
  return () => {
    openModals -= 1;
    if (openModals === 0) document.body.style.overflow = savedOverflow;
  };
}
