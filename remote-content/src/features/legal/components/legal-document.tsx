import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Page } from '@musawo/shared/react';
import { Accordion, useAccordionState, type AccordionItem } from '../../../shared-ui/accordion';

export interface LegalDocumentProps {
  title: string;
  description: string;
  /** 'd MMMM yyyy' of the last change. */
  updated: string;
  intro: ReactNode;
  sections: readonly AccordionItem[];
}

/** A policy as the spec asks (accordion sections), with Expand all so it can be read, printed or searched whole. */
export function LegalDocument({ title, description, updated, intro, sections }: LegalDocumentProps) {
  const ids = sections.map((s) => s.id);
  const { openIds, setOpenIds, allOpen, toggleAll } = useAccordionState(ids);
  return (
    <Page title={title} description={description} lead={<>Last updated: {updated}</>}>
      <Intro>{intro}</Intro>
      <Toolbar>
        <Button variant="outline" size="sm" onClick={toggleAll}>
          {allOpen ? 'Collapse all sections' : 'Expand all sections'}
        </Button>
      </Toolbar>
      <Accordion items={sections} openIds={openIds} onOpenChange={setOpenIds} headingLevel={2} />
    </Page>
  );
}

const Intro = styled.div`
  max-width: 72ch;
  margin-top: ${({ theme }) => theme.space[4]};

  > * + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[3]};
`;
