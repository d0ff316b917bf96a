import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { captureFirstView, firstViewFor, forgetFirstView, keepTypedFromCopy, restoreTypedInCopy, restoreTypedInPage } from './first-view';

const PAINTED = '<div role="search"><input id="where" type="text" value=""><input id="phone" type="tel" value=""><button type="submit">Search</button></div>';

/** The page as the build painted it, with what a visitor typed before the app started. */
function paintedPage(typing: { where?: string; caret?: number; focus?: boolean } = {}) {
  const root = document.createElement('div');
  root.innerHTML = `<header>Musawo</header><div data-area="discovery">${PAINTED}</div>`;
  document.body.append(root);
  const where = root.querySelector<HTMLInputElement>('#where')!;
  if (typing.where !== undefined) where.value = typing.where;
  if (typing.focus) {
    where.focus();
    where.setSelectionRange(typing.caret ?? where.value.length, typing.caret ?? where.value.length);
  }
  return root;
}

/** The copy the shell renders from the painted HTML (the same markup: values the visitor typed are not in it). */
function copyOf(html: string) {
  const area = document.createElement('div');
  area.setAttribute('data-area', 'discovery');
  const copy = document.createElement('div');
  copy.innerHTML = html;
  area.append(copy);
  document.body.append(area);
  return { area, copy };
}

function LivePage({ onWhere }: { onWhere: (v: string) => void }) {
  const [where, setWhere] = useState('');
  return (
    <div role="search">
      <label htmlFor="where">Location</label>
      <input
        id="where"
        type="text"
        value={where}
        onChange={(e) => {
          setWhere(e.target.value);
          onWhere(e.target.value);
        }}
      />
      <output>{where === '' ? 'nothing typed' : `looking up ${where}`}</output>
    </div>
  );
}

describe('the painted first view', () => {
  afterEach(() => {
    forgetFirstView();
    document.body.innerHTML = '';
  });

  it('keeps the painted HTML for its own path only', () => {
    const root = paintedPage();
    captureFirstView(root, '/');
    expect(firstViewFor('/')).toContain('id="where"');
    expect(firstViewFor('/specialties')).toBeNull();
    forgetFirstView();
    expect(firstViewFor('/')).toBeNull();
  });

  it("puts what was typed, the caret and the focus into the shell's copy", () => {
    const root = paintedPage({ where: 'Kampala', caret: 3, focus: true });
    captureFirstView(root, '/');
    root.remove();
    const { copy } = copyOf(firstViewFor('/')!);
    restoreTypedInCopy(copy);
    const where = copy.querySelector<HTMLInputElement>('#where')!;
    expect(where.value).toBe('Kampala');
    expect(document.activeElement).toBe(where);
    expect([where.selectionStart, where.selectionEnd]).toEqual([3, 3]);
    expect(copy.querySelector<HTMLInputElement>('#phone')!.value).toBe('');
  });

  it("types it into the live page's field through its input event, so the page's state follows, with the caret", async () => {
    const root = paintedPage({ where: 'Kam', focus: true });
    captureFirstView(root, '/');
    root.remove();
    const { area, copy } = copyOf(firstViewFor('/')!);
    restoreTypedInCopy(copy);
    // The visitor typed on in the copy before the page replaced it.
    const inCopy = copy.querySelector<HTMLInputElement>('#where')!;
    inCopy.value = 'Kampa';
    inCopy.setSelectionRange(5, 5);
    keepTypedFromCopy(copy);
    copy.remove();

    const seen: string[] = [];
    render(<LivePage onWhere={(v) => seen.push(v)} />, { container: area });
    await act(async () => {
      expect(restoreTypedInPage(area)).toBe(true);
    });
    const live = screen.getByLabelText('Location');
    expect(live).toHaveValue('Kampa');
    expect(seen).toEqual(['Kampa']);
    expect(screen.getByText('looking up Kampa')).toBeInTheDocument();
    expect(live).toHaveFocus();
    expect([(live as HTMLInputElement).selectionStart, (live as HTMLInputElement).selectionEnd]).toEqual([5, 5]);
  });

  it('waits while the live fields are not there, and never overwrites what the page already holds', async () => {
    const root = paintedPage({ where: 'Gulu' });
    captureFirstView(root, '/');
    root.remove();
    const { area, copy } = copyOf(firstViewFor('/')!);
    // Only the copy (about to go) has the field: not the live page's.
    expect(restoreTypedInPage(area, copy)).toBe(false);
    copy.remove();

    const seen: string[] = [];
    render(<LivePage onWhere={(v) => seen.push(v)} />, { container: area });
    const live = screen.getByLabelText<HTMLInputElement>('Location');
    await act(async () => {
      live.value = 'Mbarara';
    });
    expect(restoreTypedInPage(area)).toBe(true);
    expect(live.value).toBe('Mbarara');
    expect(seen).toEqual([]);
  });

  it('drops the text when the visitor has gone to another page before the live one came', () => {
    const root = paintedPage({ where: 'Lira' });
    captureFirstView(root, '/');
    root.remove();
    window.history.pushState(null, '', '/about');
    try {
      const { area } = copyOf('<input id="where" value="">');
      expect(restoreTypedInPage(area)).toBe(true);
      expect(area.querySelector('input')).toHaveValue('');
      window.history.pushState(null, '', '/');
      expect(restoreTypedInPage(area)).toBe(true);
      expect(area.querySelector('input')).toHaveValue('');
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('does nothing when the visitor typed nothing', () => {
    const root = paintedPage();
    captureFirstView(root, '/');
    const { area } = copyOf('<input id="where" value="">');
    expect(restoreTypedInPage(area)).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });
});
