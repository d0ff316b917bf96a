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

const setShown = (el: TextField, value: string) => {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // The prototype's setter, not the element's own: React records the value the element's setter last saw.
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
};

/**
 * Hands the text on screen to the field's page: the field is set back to the value React rendered (so React's record
 * of it is that), then to the text with an input event, which React reports to the field's onChange. A field React
 * has not hydrated yet (a Suspense boundary of the page hydrates after the page has announced itself) gets no
 * onChange, and React puts the rendered value back at once: the text is then shown again in the same task (nothing is
 * painted in between) and handed over again a little later.
 */
function handOver(el: TextField, tries: number): void {
  const value = el.value;
  if (value === el.defaultValue || !el.isConnected) return;
  el.value = el.defaultValue;
  setShown(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (el.value === value) return;
  setShown(el, value);
  if (tries > 0) setTimeout(() => handOver(el, tries - 1), 50);
}

/**
 * Gives the kept text to the hydrated page's fields in `scope` (see handOver), only on the page it was typed on, and
 * once. Call it outside React's commit: an input event inside it is put back before the state update applies.
 */
export function replayTypedText(scope: Element): void {
  const k = kept;
  kept = null;
  if (!k || k.path !== scope.ownerDocument.location.pathname) return;
  for (const f of k.fields) {
    const el = [...scope.querySelectorAll(`[id="${f.id.replace(/["\\]/g, '\\$&')}"]`)].find(isTextField);
    if (!el) continue;
    // What is on screen is what counts: the visitor may have typed on while the app started.
    if (el.value === el.defaultValue) setShown(el, f.value);
    const focused = el.ownerDocument.activeElement === el;
    handOver(el, 100);
    if (!focused) continue;
    try {
      el.setSelectionRange(el.value.length, el.value.length);
    } catch {
      // A number field has no caret to place.
    }
  }
}
