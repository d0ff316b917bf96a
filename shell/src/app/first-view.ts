// The build paints the first view of `/` into index.html (scripts/prerender.tsx). The shell renders over it at
// start-up; until the remote that owns the page has loaded, its area keeps showing the painted copy instead of a
// spinner, so the hero stays where it was: no flash, no layout shift, and the first paint remains the largest one.
let painted: { path: string; html: string } | null = null;

/** Reads the painted area before React replaces the page. Call once, before the first render. */
export function captureFirstView(root: Element, pathname: string): void {
  const area = root.querySelector('[data-area]');
  painted = area && area.innerHTML.trim() !== '' ? { path: pathname, html: area.innerHTML } : null;
}

/** The painted HTML for this path, while the page is still the first one shown. */
export const firstViewFor = (pathname: string): string | null => (painted && painted.path === pathname ? painted.html : null);

/** After the live page has mounted, or the visitor moved on, the painted copy must never come back. */
export function forgetFirstView(): void {
  painted = null;
}
