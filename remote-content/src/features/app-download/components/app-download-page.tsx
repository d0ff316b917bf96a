import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { Badge, Button, CalendarIcon, Page } from '@musawo/shared/react';
import { BellIcon, MessageIcon } from '../../../shared-ui/icons';
import { Muted, Section } from '../../../shared-ui/prose';
import { FeatureCards } from '../../../shared-ui/feature-grid';

const FEATURES = [
  {
    icon: MessageIcon,
    title: '24/7 chat with doctors',
    text: 'Message a doctor about your symptoms or a follow-up question, day or night.',
  },
  {
    icon: CalendarIcon,
    title: 'Easy appointment management',
    text: 'Book, follow and cancel appointments and see your wallet balance in one place.',
  },
  {
    icon: BellIcon,
    title: 'Health reminders',
    text: 'Reminders before each appointment and for your medicines, so you never miss one.',
  },
] as const;

const STORES = [
  { name: 'Google Play', platform: 'Android phones' },
  { name: 'the App Store', platform: 'iPhone' },
] as const;

export function AppDownloadPage() {
  return (
    <Page
      title="Get the Musawo app"
      description="The Musawo app for Android and iPhone is coming soon: 24/7 chat with doctors, easy appointment management and health reminders. Until then, use Musawo in your browser."
      lead="Care in your pocket: chat with doctors, manage appointments and get health reminders."
    >
      <Soon aria-labelledby="stores-title">
        <Badge tone="warning">Coming soon</Badge>
        <h2 id="stores-title">The app is not in the stores yet</h2>
        <p>
          We are finishing the Musawo app for Android and iPhone. It is not available to download yet, so please do not install
          apps that claim to be Musawo from other sources.
        </p>
        <Stores>
          {STORES.map((s) => (
            <li key={s.name}>
              {/* Not a link: there is nowhere to go yet, and a dead store link would only waste a patient's data. */}
              <StoreBadge>
                <small>Coming soon to</small>
                <strong>{s.name}</strong>
                <small>for {s.platform}</small>
              </StoreBadge>
            </li>
          ))}
        </Stores>
      </Soon>

      <Section aria-labelledby="features-title">
        <h2 id="features-title">What the app will do</h2>
        <FeatureCards items={FEATURES} iconSize={22} />
      </Section>

      <Section aria-labelledby="now-title">
        <h2 id="now-title">Use Musawo today, in your browser</h2>
        <p>
          Everything you need to book a doctor already works on this website, on any phone with a browser, even on a slow
          connection.
        </p>
        <Actions>
          <Button as={Link} to="/find-doctor">
            Find a doctor
          </Button>
          <Button as={Link} to="/articles" variant="outline">
            Read health tips
          </Button>
        </Actions>
        <Muted>Tip: in your browser menu, choose “Add to Home screen” to open Musawo like an app.</Muted>
      </Section>
    </Page>
  );
}

const Soon = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primarySubtle};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    max-width: 65ch;
  }
`;

const Stores = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StoreBadge = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 180px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #111827;
  color: #fff;
  line-height: 1.3;

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;



const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0;
`;
