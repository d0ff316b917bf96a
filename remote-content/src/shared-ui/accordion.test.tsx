import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@musawo/shared/react';
import { renderWithPlatform } from '@musawo/shared/testing';
import { Accordion, useAccordionState, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { id: 'one', title: 'First clause', content: <p>The first text.</p> },
  { id: 'two', title: 'Second clause', content: <p>The second text.</p> },
];

// jsdom's role table has no implicit role for <summary> (browsers expose it as a button: the journey checks that), so
// the summary is found by its text, which is its accessible name.
const summary = (name: string) => screen.getByText(name, { selector: 'summary > span' }).closest('summary') as HTMLElement;
const details = (name: string) => summary(name).closest('details') as HTMLDetailsElement;
const themed = (ui: React.ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;

function Controlled() {
  const { openIds, setOpenIds, allOpen, toggleAll } = useAccordionState(items.map((i) => i.id));
  return (
    <>
      <button type="button" onClick={toggleAll}>
        {allOpen ? 'Collapse all' : 'Expand all'}
      </button>
      <Accordion items={items} openIds={openIds} onOpenChange={setOpenIds} headingLevel={3} />
    </>
  );
}

describe('Accordion', () => {
  it('renders native disclosures, closed, each with a heading of the level asked and the title as the button name', () => {
    renderWithPlatform(<Accordion items={items} headingLevel={3} />);
    for (const { title } of items) {
      const el = summary(title as string);
      expect(el.tagName).toBe('SUMMARY');
      expect(el.parentElement?.tagName).toBe('DETAILS');
      expect(el.parentElement).not.toHaveAttribute('open');
      expect(screen.getByRole('heading', { level: 3, name: title as string })).toBeInTheDocument();
    }
    expect(screen.getByText('The first text.')).not.toBeVisible();
    expect(summary('First clause')).toHaveTextContent(/^First clause$/);
  });

  it('the server HTML already holds the native disclosure, closed or open as the state says', () => {
    const html = renderToString(themed(<Accordion items={items} defaultOpenIds={['two']} />));
    expect(html).toMatch(/<details[^>]*><summary/);
    expect(html.match(/<details[^>]*>/g)).toEqual([expect.not.stringContaining('open'), expect.stringContaining('open')]);
    expect(html).not.toContain('aria-expanded');
  });

  // Tab, Enter and Space on <summary> are the browser's own (jsdom and user-event have none): the journey presses them.
  it('opens a section with a click and closes it again', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderWithPlatform(<Accordion items={items} onOpenChange={onOpenChange} />);
    await user.click(summary('First clause'));
    expect(details('First clause')).toHaveAttribute('open');
    expect(screen.getByRole('region', { name: 'First clause' })).toHaveTextContent('The first text.');
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(onOpenChange).toHaveBeenLastCalledWith(new Set(['one']));

    await user.click(summary('Second clause'));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(details('Second clause')).toHaveAttribute('open');
    expect(screen.getByText('The second text.')).toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(new Set(['one', 'two']));

    await user.click(summary('First clause'));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(details('First clause')).not.toHaveAttribute('open');
    expect(onOpenChange).toHaveBeenLastCalledWith(new Set(['two']));
  });

  it('Expand all opens every section and Collapse all closes them; a reader’s toggle updates the state', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    for (const { title } of items) expect(details(title as string)).toHaveAttribute('open');
    await user.click(summary('First clause'));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(details('First clause')).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    for (const { title } of items) expect(details(title as string)).not.toHaveAttribute('open');
  });

  it('takes over a section the reader opened before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(themed(<Accordion items={items} />));
    (container.querySelector('details') as HTMLDetailsElement).open = true;
    const seen: string[][] = [];
    function Probe() {
      const [open, setOpen] = useState<Set<string>>(new Set());
      seen.push([...open]);
      return <Accordion items={items} openIds={open} onOpenChange={setOpen} />;
    }
    document.body.append(container);
    const { hydrateRoot } = await import('react-dom/client');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, themed(<Probe />));
    });
    errors.mockRestore();
    expect(seen.at(-1)).toEqual(['one']);
    expect(container.querySelector('details')).toHaveAttribute('open');
    container.remove();
  });
});
