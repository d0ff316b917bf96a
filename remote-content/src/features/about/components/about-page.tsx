import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { RESCHEDULE_NOTICE_HOURS } from '@musawo/shared/contracts';
import { Button, Page } from '@musawo/shared/react';
import { HeartIcon, ShieldIcon, StethoscopeIcon, UsersIcon } from '../../../shared-ui/icons';
import { Prose, Section } from '../../../shared-ui/prose';
import { FeatureCards } from '../../../shared-ui/feature-grid';

const STATS = [
  { value: '2024', label: 'Founded' },
  { value: '10,000+', label: 'Users' },
  { value: '98%', label: 'Satisfaction' },
] as const;

const VALUES = [
  {
    icon: HeartIcon,
    title: 'Patients first',
    text: 'Every decision starts with the person who needs care: clear prices, honest information and respect for their time.',
  },
  {
    icon: ShieldIcon,
    title: 'Trust and privacy',
    text: 'We check every doctor before they are listed and protect health information as the law and our conscience require.',
  },
  {
    icon: UsersIcon,
    title: 'Care for everyone',
    text: 'Musawo works on an ordinary phone and a slow connection, so people outside the big towns are not left behind.',
  },
  {
    icon: StethoscopeIcon,
    title: 'Quality care',
    text: 'We work with qualified doctors and listen to reviews from patients to keep the standard of care high.',
  },
] as const;

export function AboutPage() {
  return (
    <Page
      title="About Us"
      description="Musawo connects patients across Uganda with trusted, verified doctors: founded in 2024, used by more than 10,000 people, with 98% satisfaction."
      lead="Musawo means “doctor” in Luganda. We make it simple for anyone in Uganda to find a trusted doctor, book a time and pay by mobile money."
    >
      <Stats>
        {STATS.map((s) => (
          <Stat key={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </Stat>
        ))}
      </Stats>

      <Section>
        <Columns>
          <Prose>
            <h2 id="mission">Our mission</h2>
            <p>
              To connect every person in Uganda with the right doctor at the right time. Finding a specialist often means a long
              journey, a day off work and a queue with no certainty of being seen. Musawo lets you see who is available near you,
              what they charge and what other patients say, then book a time that suits you. If your plans change, you can
              reschedule with the same doctor up to {RESCHEDULE_NOTICE_HOURS} hours before the appointment starts, and the fee you
              paid carries over.
            </p>
          </Prose>
          <Prose>
            <h2 id="vision">Our vision</h2>
            <p>
              A Uganda where good healthcare is within reach of every family, whether they live in Kampala, Gulu or Mbarara: where
              patients arrive prepared, doctors spend their time on care instead of paperwork, and nobody delays treatment because
              they did not know where to go.
            </p>
          </Prose>
        </Columns>
      </Section>

      <Section aria-labelledby="values">
        <h2 id="values">Our values</h2>
        <FeatureCards items={VALUES} />
      </Section>

      <Section aria-labelledby="next">
        <h2 id="next">Work with us</h2>
        <Prose>
          <p>Whether you need care, give care or want to build this with us, there is a place for you.</p>
        </Prose>
        <Actions>
          <Button as={Link} to="/find-doctor">
            Find a doctor
          </Button>
          <Button as={Link} to="/join" variant="outline">
            Join as a doctor
          </Button>
          <Button as={Link} to="/careers" variant="ghost">
            Careers at Musawo
          </Button>
        </Actions>
      </Section>
    </Page>
  );
}

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[8]} 0 0;
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySubtle};
  text-align: center;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: clamp(1.375rem, 6vw, 2.25rem);
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));

  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;



const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
