import styled from 'styled-components';
import { RESCHEDULE_NOTICE_HOURS } from '@musawo/shared/contracts';
import { Container } from '@musawo/shared/react';
import { Section, SectionHeader } from './section-header';
import { useT } from '../i18n';

/** Spec §1's FAQ claims, verbatim in substance. (The Help page's 24 hours is a separate statement: spec §1.) */
const FAQS = [
  { q: 'faq.payQ', a: 'faq.payA' },
  { q: 'faq.nowQ', a: 'faq.nowA' },
  { q: 'faq.prescriptionQ', a: 'faq.prescriptionA' },
  // The rule the app applies, beside the spec's line (issue 32 item 10): the Help page's 24 hours.
  { q: 'faq.rescheduleQ', a: 'faq.rescheduleA', rule: 'faq.rescheduleRule' },
  { q: 'faq.recordsQ', a: 'faq.recordsA' },
] as const;

/** Native <details>: keyboard and screen reader support without any script. */
export function Faq() {
  const t = useT();
  return (
    <Section aria-labelledby="home-faq">
      <Container $maxWidth="840px">
        <SectionHeader id="home-faq" title={t.t('faq.title')} />
        <List>
          {FAQS.map((f) => (
            <details key={f.q}>
              <summary>{t.t(f.q)}</summary>
              <p>{t.t(f.a)}</p>
              {'rule' in f && <p>{t.t(f.rule, { hours: RESCHEDULE_NOTICE_HOURS })}</p>}
            </details>
          ))}
        </List>
      </Container>
    </Section>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touch};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  p {
    padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
