// The build paints the first view of `/` into index.html (scripts/prerender.tsx). The shell renders over it at
// start-up; until the remote that owns the page has loaded, its area keeps showing the painted copy instead of a
// spinner, so the hero stays where it was: no flash, no layout shift, and the first paint remains the largest one.
//
// On 3G the painted page is on screen seconds before the app has started, and its search field takes typing. What
// a visitor typed there, and where the caret was, goes with the page each time it is replaced: into the painted
// copy the shell renders, then into the live page once it has mounted (ADR 009, 2026-11-25 note).
let painted: { path: string; html: string } | null = null;

/** Text typed into the painted page's fields (by id), and the field that had the caret, on the page at `path`. */
interface Typed {
  path: string;
  fields: { id: string; value: string; start: number | null; end: number | null }[];
  focused: string | null;
}
let typed: Typed | null = null;

type TextField = HTMLInputElement | HTMLTextAreaElement;
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number']);

function isTextField(el: Element | null): el is TextField {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(el.type));
}

/** Number fields have no caret to read or set: the browser throws. */
function caretOf(el: TextField): [number | null, number | null] {
  try {
    return [el.selectionStart, el.selectionEnd];
  } catch {
    return [null, null];
  }
}

function readTyped(area: Element, path: string): Typed | null {
  const fields = [...area.querySelectorAll('input[id], textarea[id]')]
    .filter(isTextField)
    .filter((el) => el.value !== el.defaultValue)
    .map((el) => {
      const [start, end] = caretOf(el);
      return { id: el.id, value: el.value, start, end };
    });
  const active = area.ownerDocument.activeElement;
  const focused = isTextField(active) && active.id !== '' && area.contains(active) ? active.id : null;
  return fields.length > 0 || focused !== null ? { path, fields, focused } : null;
}

/**
 * The live page's field, once it is there: the painted copy's own fields carry the same ids, so a field inside
 * `exclude` (the copy being replaced) does not count.
 */
function fieldById(scope: Element, id: string, exclude?: Element): TextField | null {
  const matches = scope.querySelectorAll(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
  return [...matches].filter(isTextField).find((el) => !exclude?.contains(el)) ?? null;
}

function placeCaret(el: TextField, start: number | null, end: number | null, focus: boolean) {
  if (focus) el.focus({ preventScroll: true });
  if (start === null || end === null) return;
  try {
    el.setSelectionRange(start, end);
  } catch {
    /* a field without a caret */
  }
}

/** Reads the painted area before React replaces the page. Call once, before the first render. */
export function captureFirstView(root: Element, pathname: string): void {
  const area = root.querySelector('[data-area]');
  painted = area && area.innerHTML.trim() !== '' ? { path: pathname, html: area.innerHTML } : null;
  typed = painted && area ? readTyped(area, pathname) : null;
}

/** The painted HTML for this path, while the page is still the first one shown. */
export const firstViewFor = (pathname: string): string | null => (painted && painted.path === pathname ? painted.html : null);

/** Puts what was typed into the shell's painted copy (plain DOM: nothing listens to it). */
export function restoreTypedInCopy(copy: Element): void {
  if (!typed) return;
  for (const f of typed.fields) {
    const el = fieldById(copy, f.id);
    if (el) el.value = f.value;
  }
  const focused = typed.focused;
  const f = typed.fields.find((x) => x.id === focused);
  const el = focused ? fieldById(copy, focused) : null;
  if (el) placeCaret(el, f?.start ?? el.value.length, f?.end ?? el.value.length, true);
}

/** Reads the copy once more as it is about to go: the visitor may have typed on since the shell started. */
export function keepTypedFromCopy(copy: Element): void {
  if (painted) typed = readTyped(copy, painted.path);
}

/**
 * Types what was kept into the live page's fields, through the field's own input event so the page's state
 * follows; a field the page has already filled is left as it is. Returns false while the live fields are not
 * there yet (the text is kept for the next try).
 */
export function restoreTypedInPage(scope: Element, exclude?: Element): boolean {
  if (!typed) return true;
  const kept = typed;
  // The visitor went to another page before this one started: the text belonged to the painted one.
  if (kept.path !== scope.ownerDocument.location.pathname) {
    typed = null;
    return true;
  }
  const targets = kept.fields.map((f) => ({ f, el: fieldById(scope, f.id, exclude) }));
  const focusedEl = kept.focused ? fieldById(scope, kept.focused, exclude) : null;
  if (targets.every((t) => t.el === null) && focusedEl === null) return false;
  typed = null;
  for (const { f, el } of targets) {
    if (!el || el.value !== '') continue;
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // The prototype's setter, not the element's own: React tracks the value the element's setter last saw, and
    // only an input event with a value it has not seen reaches the page's onChange.
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, f.value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focusedEl) {
    const f = kept.fields.find((x) => x.id === kept.focused);
    placeCaret(focusedEl, f?.start ?? focusedEl.value.length, f?.end ?? focusedEl.value.length, true);
  }
  return true;
}

/** After the live page has mounted, or the visitor moved on, the painted copy must never come back. */
export function forgetFirstView(): void {
  painted = null;
  typed = null;
}
