import styled from 'styled-components';
import { RESCHEDULE_NOTICE_HOURS } from '@musawo/shared/contracts';
import { Container } from '@musawo/shared/react';
import { Section, SectionHeader } from './section-header';

/** Spec §1's FAQ claims, verbatim in substance. (The Help page's 24 hours is a separate statement: spec §1.) */
const FAQS = [
  {
    q: 'How do I pay for a consultation?',
    a: 'You can pay by mobile money, cards and bank transfers. Top up your Musawo wallet and the fee is paid from it when you book.',
  },
  {
    q: 'Can I see a doctor right away?',
    // Issue 33: what the consultation room really offers, instead of a promise of instant consultation.
    a: 'You can consult online: once a doctor accepts your appointment, you message them in its consultation room, and at the appointment time you talk by audio call (video when your network allows), or ask the doctor to phone you. The Help page explains how consultations work.',
  },
  {
    q: 'How do I get my prescription?',
    // E-prescriptions are out of scope (issue 33): say so rather than promise them.
    a: 'Musawo does not send prescriptions yet. Your doctor tells you in the consultation what to take and where to get it, and can write it in the consultation notes.',
  },
  {
    q: 'Can I reschedule an appointment?',
    a: 'Yes. Rescheduling should be done at least 4 hours before the appointment.',
    // The rule the app applies, beside the spec's line (issue 32 item 10): the Help page's 24 hours.
    rule: `In Musawo you can reschedule an appointment up to ${RESCHEDULE_NOTICE_HOURS} hours before it starts: open it under My Appointments and choose Reschedule.`,
  },
  {
    q: 'Who can see my medical records?',
    a: 'Only authorized healthcare providers can access medical records. Your information stays private.',
  },
] as const;

/** Native <details>: keyboard and screen reader support without any script. */
export function Faq() {
  return (
    <Section aria-labelledby="home-faq">
      <Container $maxWidth="840px">
        <SectionHeader id="home-faq" title="Frequently Asked Questions" />
        <List>
          {FAQS.map((f) => (
            <details key={f.q}>
              <summary>{f.q}</summary>
              <p>{f.a}</p>
              {'rule' in f && <p>{f.rule}</p>}
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
