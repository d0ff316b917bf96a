import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Page } from '@musawo/shared/react';
import { Accordion, useAccordionState, type AccordionItem } from '../../../shared-ui/accordion';
import { dateNames } from '@musawo/shared/contracts';
import { useT } from '../i18n';

export interface LegalDocumentProps {
  title: string;
  description: string;
  /** The day of the last change, `yyyy-MM-dd`; shown as 'd MMMM yyyy' in the page's language. */
  updated: string;
  intro: ReactNode;
  sections: readonly AccordionItem[];
}

/** A policy as the spec asks (accordion sections), with Expand all so it can be read, printed or searched whole. */
export function LegalDocument({ title, description, updated, intro, sections }: LegalDocumentProps) {
  const ids = sections.map((s) => s.id);
  const t = useT();
  const [year, month, day] = updated.split('-').map(Number) as [number, number, number];
  const { openIds, setOpenIds, allOpen, toggleAll } = useAccordionState(ids);
  return (
    <Page title={title} description={description} lead={t.t('legal.updated', { date: `${day} ${dateNames(t.lang).monthsLong[month - 1] ?? ''} ${year}` })}>
      <Intro>{intro}</Intro>
      <Toolbar>
        <Button variant="outline" size="sm" onClick={toggleAll}>
          {t.t(allOpen ? 'legal.collapse' : 'legal.expand')}
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
