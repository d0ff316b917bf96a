import styled from 'styled-components';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import { Button, CalendarIcon, CheckIcon, Page, VisuallyHidden } from '@musawo/shared/react';
import { StethoscopeIcon, UsersIcon, WalletIcon } from '../../../shared-ui/icons';
import { Muted, Section } from '../../../shared-ui/prose';
import { FeatureCards } from '../../../shared-ui/feature-grid';

const SUBJECT = 'Application to join the Musawo doctor network';
const BODY = [
  'Hello Musawo team,',
  '',
  'I would like to join the Musawo network. My details:',
  '',
  'Full name:',
  'Specialty:',
  'Registration number (UMDPC):',
  'Practice name and location:',
  'Years of experience:',
  'Mobile number:',
  '',
  'I have attached a copy of my current practising licence.',
].join('\n');

/** We host no application form: Apply Now opens the doctor's own email app with a ready-to-fill message. */
const APPLY_HREF = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(SUBJECT)}&body=${encodeURIComponent(BODY)}`;

const BENEFITS = [
  { icon: UsersIcon, title: 'Reach more patients', text: 'Patients across Uganda find you by location and specialty, see your fee and book a time.' },
  { icon: CalendarIcon, title: 'Control your schedule', text: 'Set your weekly availability and accept or reject each request. Change it any time.' },
  { icon: WalletIcon, title: 'Paid up front', text: 'Patients pay the consultation fee when they book, so fewer appointments are missed.' },
  { icon: StethoscopeIcon, title: 'A profile that earns trust', text: 'Your verified profile shows your specialty, experience, languages and patient reviews.' },
] as const;

const STEPS = [
  {
    title: 'Submit application',
    text: 'Press Apply Now and send us your details and a copy of your practising licence by email.',
  },
  {
    title: 'Verification',
    text: 'We check your registration with the Uganda Medical and Dental Practitioners Council and call you to confirm your details.',
  },
  {
    title: 'Get started',
    text: 'We create your doctor account. You set your fee and availability, and patients can start booking.',
  },
] as const;

export function JoinPage() {
  return (
    <Page
      title="Join our network"
      description="Doctors in Uganda: join Musawo to reach more patients, manage your schedule and get paid up front. Apply in three steps."
      lead="Are you a registered doctor in Uganda? Join Musawo and let patients near you find and book you."
    >
      <Actions>
        <Button as="a" href={APPLY_HREF} size="lg">
          Apply Now
        </Button>
        <Muted>Opens your email app with an application to {SUPPORT_EMAIL}.</Muted>
      </Actions>

      <Section aria-labelledby="benefits-title">
        <h2 id="benefits-title">Why doctors join Musawo</h2>
        <FeatureCards items={BENEFITS} iconSize={22} />
      </Section>

      <Section aria-labelledby="steps-title">
        <h2 id="steps-title">How to join</h2>
        <Steps>
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <StepNumber aria-hidden="true">{i + 1}</StepNumber>
              <div>
                <h3>
                  <VisuallyHidden>Step {i + 1}: </VisuallyHidden>
                  {s.title}
                </h3>
                <p>{s.text}</p>
              </div>
            </li>
          ))}
        </Steps>
      </Section>

      <Section aria-labelledby="need-title">
        <h2 id="need-title">What you need</h2>
        <Checklist>
          {[
            'Full registration with the Uganda Medical and Dental Practitioners Council',
            'A current practising licence',
            'A mobile number and an email address of your own',
            'Your practice location, consultation fee and the days you can see patients',
          ].map((item) => (
            <li key={item}>
              <CheckIcon size={18} />
              {item}
            </li>
          ))}
        </Checklist>
        <Closing>
          <Button as="a" href={APPLY_HREF}>
            Apply Now
          </Button>
          <Muted>
            Questions first? Call <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>.
          </Muted>
        </Closing>
      </Section>
    </Page>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Closing = styled(Actions)`
  margin-top: ${({ theme }) => theme.space[8]};
`;



const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Checklist = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;
