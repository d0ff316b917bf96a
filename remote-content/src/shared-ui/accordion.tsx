import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '@musawo/shared/react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The heading level of each section title, so the outline fits the page (h2 under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Controlled set of open ids; leave unset to let the accordion keep its own. */
  openIds?: ReadonlySet<string>;
  onOpenChange?: (openIds: Set<string>) => void;
  /** Uncontrolled: the ids open at first. */
  defaultOpenIds?: readonly string[];
  className?: string;
}

/**
 * Each section is a native disclosure, <details>/<summary>, so it opens and closes in the server-rendered HTML before
 * the scripts arrive (a phone on 3G) and without them; the browser exposes the summary as a button with its expanded
 * state and opens it with a click, Enter or Space. React keeps `open` in its state (controlled for Expand all) and
 * follows the reader's toggles through `onToggle`.
 *
 * The heading: HTML allows a heading inside <summary>, but the summary is a button to assistive technology and a
 * button's children are presentational, so JAWS and TalkBack leave such headings out of their headings list (the
 * WHATWG and Freedom Scientific threads on headings in summary; several design systems advise against it). The
 * heading therefore stands before the <details>, outside the button, and holds the same title visually hidden:
 * heading navigation still lands on every section and the summary keeps the title as its name. The cost is the title
 * read twice when reading line by line; the ARIA heading-plus-button pattern this replaces had no such cost but
 * needed the scripts to open anything.
 * Several sections may be open at once: people compare clauses of a policy.
 */
export function Accordion({ items, headingLevel = 2, openIds, onOpenChange, defaultOpenIds = [], className }: AccordionProps) {
  const baseId = useId();
  const [ownOpen, setOwnOpen] = useState<Set<string>>(() => new Set(defaultOpenIds));
  const open = openIds ?? ownOpen;
  const Heading = `h${headingLevel}` as const;
  // Regions help to jump between a few panels; a long policy with one landmark per clause would drown them.
  const asRegions = items.length <= 6;
  const detailsRefs = useRef(new Map<string, HTMLDetailsElement>());

  const update = (changes: ReadonlyMap<string, boolean>) => {
    const next = new Set(open);
    for (const [id, isOpen] of changes) {
      if (isOpen) next.add(id);
      else next.delete(id);
    }
    if (next.size === open.size && [...next].every((id) => open.has(id))) return;
    if (!openIds) setOwnOpen(next);
    onOpenChange?.(next);
  };

  // A section opened or closed before hydration: the state takes it over rather than fight the reader.
  useEffect(() => {
    const changes = new Map<string, boolean>();
    for (const [id, el] of detailsRefs.current) if (el.open !== open.has(id)) changes.set(id, el.open);
    if (changes.size > 0) update(changes);
    // Once, after hydration; later toggles arrive through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <List className={className}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const summaryId = `${baseId}-${item.id}-summary`;
        return (
          <Section key={item.id}>
            <Title as={Heading}>{item.title}</Title>
            <Details
              ref={(el: HTMLDetailsElement | null) => {
                if (el) detailsRefs.current.set(item.id, el);
                else detailsRefs.current.delete(item.id);
              }}
              open={expanded}
              onToggle={(e: SyntheticEvent<HTMLDetailsElement>) => update(new Map([[item.id, e.currentTarget.open]]))}
            >
              <Summary id={summaryId}>
                <span>{item.title}</span>
                <Chevron aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </Chevron>
              </Summary>
              <Panel role={asRegions ? 'region' : undefined} aria-labelledby={asRegions ? summaryId : undefined}>
                {item.content}
              </Panel>
            </Details>
          </Section>
        );
      })}
    </List>
  );
}

/** 'Expand all' / 'Collapse all' for long documents (find-in-page only searches open sections). */
export function useAccordionState(ids: readonly string[], initial: readonly string[] = []) {
  const [openIds, setOpenIds] = useState<Set<string>>(() => new Set(initial));
  const allOpen = ids.length > 0 && ids.every((id) => openIds.has(id));
  return {
    openIds,
    setOpenIds,
    allOpen,
    toggleAll: () => setOpenIds(allOpen ? new Set() : new Set(ids)),
  };
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Section = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Title = styled.h2`
  ${visuallyHidden}
`;

const Details = styled.details``;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  list-style: none;
  cursor: pointer;

  &::-webkit-details-marker {
    display: none;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  ${Details}[open] > & svg {
    transform: rotate(180deg);
  }
`;

const Chevron = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
  transition: transform ${({ theme }) => theme.transitions.fast};
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};

  > * + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }

  ul,
  ol {
    margin-bottom: 0;
    padding-left: ${({ theme }) => theme.space[6]};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;
