import styled from 'styled-components';
import { BUSINESS_HOURS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import { Alert, Card, ClockIcon, MapPinIcon, Page } from '@musawo/shared/react';
import { MailIcon, PhoneIcon } from '../../../shared-ui/icons';
import { ContactForm } from './contact-form';

/** Our office; shown as text only (no map, which would cost a 3G phone hundreds of kilobytes). */
const ADDRESS = ['Musawo Health', 'Nakasero, Kampala', 'Uganda'] as const;

export function ContactPage() {
  return (
    <Page
      title="Contact Us"
      description={`Contact Musawo: email ${SUPPORT_EMAIL}, call ${SUPPORT_PHONE}, or send us a message. Open ${BUSINESS_HOURS.weekdays}, ${BUSINESS_HOURS.saturday}.`}
      lead="Questions about a booking, your wallet or your account? We are happy to help."
    >
      <Emergency>
        <Alert tone="danger" title="In a medical emergency, do not wait for us">
          Call <a href="tel:112">112</a> or <a href="tel:999">999</a>, or go to the nearest hospital straight away.
        </Alert>
      </Emergency>
      <Layout>
        <Card $padding={5}>
          <ContactForm />
        </Card>
        <Details aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Other ways to reach us</h2>
          <List>
            <Item>
              <dt>
                <MailIcon />
                Email
              </dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </dd>
            </Item>
            <Item>
              <dt>
                <PhoneIcon />
                Phone
              </dt>
              <dd>
                <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
              </dd>
            </Item>
            <Item>
              <dt>
                <MapPinIcon size={20} />
                Address
              </dt>
              <dd>
                <address>
                  {ADDRESS.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </dd>
            </Item>
            <Item>
              <dt>
                <ClockIcon size={20} />
                Business hours
              </dt>
              <dd>
                <span>{BUSINESS_HOURS.weekdays}</span>
                <span>{BUSINESS_HOURS.saturday}</span>
                <Note>East Africa Time. Closed on Sundays and public holidays.</Note>
              </dd>
            </Item>
          </List>
        </Details>
      </Layout>
    </Page>
  );
}

const Emergency = styled.div`
  margin: ${({ theme }) => theme.space[6]} 0;

  /* The alert's own dark red (6.8:1 on its background); the theme's link colour is too light there. */
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Details = styled.section`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
`;

const Item = styled.div`
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dt > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }

  dd {
    display: flex;
    flex-direction: column;
    margin: ${({ theme }) => theme.space[1]} 0 0 28px;
    overflow-wrap: anywhere;
  }

  address {
    display: flex;
    flex-direction: column;
    font-style: normal;
  }
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
