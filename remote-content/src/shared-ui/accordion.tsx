import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

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
 * The disclosure pattern of the WAI-ARIA practices: each title is a heading holding a button with
 * aria-expanded and aria-controls; the panel is hidden (not just collapsed) so it leaves the accessibility tree.
 * Several sections may be open at once: people compare clauses of a policy.
 */
export function Accordion({ items, headingLevel = 2, openIds, onOpenChange, defaultOpenIds = [], className }: AccordionProps) {
  const baseId = useId();
  const [ownOpen, setOwnOpen] = useState<Set<string>>(() => new Set(defaultOpenIds));
  const open = openIds ?? ownOpen;
  const Heading = `h${headingLevel}` as const;
  // Regions help to jump between a few panels; a long policy with one landmark per clause would drown them.
  const asRegions = items.length <= 6;

  const toggle = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    if (!openIds) setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <List className={className}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Section key={item.id} data-open={expanded}>
            <Title as={Heading}>
              <Trigger type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span>{item.title}</span>
                <Chevron aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </Chevron>
              </Trigger>
            </Title>
            <Panel id={panelId} role={asRegions ? 'region' : undefined} aria-labelledby={buttonId} hidden={!expanded}>
              {item.content}
            </Panel>
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
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  &[aria-expanded='true'] svg {
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
