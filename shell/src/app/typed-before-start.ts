// On 3G the painted home page is on screen seconds before the app starts, and its search fields take typing. React
// hydrates those fields with the typed text still on screen but with the page's state empty (React 19 fires no
// change event for them), so the text is handed to the page as if typed once the page has hydrated (ADR 015).

type TextField = HTMLInputElement | HTMLTextAreaElement;
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number']);
const isTextField = (el: Element | null): el is TextField =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(el.type));

let kept: { path: string; fields: { id: string; value: string }[] } | null = null;

/** Notes what was typed into the painted fields (by id). Call just before hydrating. */
export function keepTypedText(root: Element, path: string): void {
  const fields = [...root.querySelectorAll('input[id], textarea[id]')]
    .filter(isTextField)
    .filter((el) => el.value !== el.defaultValue)
    .map((el) => ({ id: el.id, value: el.value }));
  kept = fields.length > 0 ? { path, fields } : null;
}

/**
 * Gives the kept text to the hydrated page's fields in `scope`: each field is set back to the value React rendered
 * (so React's own record of it is that), then to the typed text with an input event, which React reports to the
 * field's onChange. Only on the page it was typed on, and once.
 */
export function replayTypedText(scope: Element): void {
  const k = kept;
  kept = null;
  if (!k || k.path !== scope.ownerDocument.location.pathname) return;
  for (const f of k.fields) {
    const el = [...scope.querySelectorAll(`[id="${f.id.replace(/["\\]/g, '\\$&')}"]`)].find(isTextField);
    if (!el) continue;
    const focused = el.ownerDocument.activeElement === el;
    el.value = el.defaultValue;
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, f.value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused) el.setSelectionRange?.(f.value.length, f.value.length);
  }
}
