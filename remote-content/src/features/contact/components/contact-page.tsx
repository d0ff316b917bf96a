import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BUSINESS_HOURS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import { Alert, Card, ClockIcon, MapPinIcon, Page } from '@musawo/shared/react';
import { MailIcon, PhoneIcon } from '../../../shared-ui/icons';
import { ContactForm } from './contact-form';
import { contactTexts, useT } from '../i18n';

/** Our office; shown as text only (no map, which would cost a 3G phone hundreds of kilobytes). */
const ADDRESS = ['Musawo Health', 'Nakasero, Kampala', 'Uganda'] as const;

export function ContactPage() {
  return (
    <contactTexts.IntlProvider>
      <ContactContent />
    </contactTexts.IntlProvider>
  );
}

function ContactContent() {
  const t = useT();
  // BUSINESS_HOURS in the page's language (contact.weekdays, contact.saturday say the same hours).
  const weekdays = t.lang === 'en' ? BUSINESS_HOURS.weekdays : t.t('contact.weekdays');
  const saturday = t.lang === 'en' ? BUSINESS_HOURS.saturday : t.t('contact.saturday');
  return (
    <Page
      title={t.t('contact.title')}
      description={t.t('contact.description', { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE, weekdays, saturday })}
      lead={t.t('contact.lead')}
    >
      <Emergency>
        <Alert tone="danger" title={t.t('contact.emergency')}>
          {t.rich('contact.emergencyText', {
            call112: (text: ReactNode[]) => (
              <a key="112" href="tel:112">
                {text}
              </a>
            ),
            call999: (text: ReactNode[]) => (
              <a key="999" href="tel:999">
                {text}
              </a>
            ),
          })}
        </Alert>
      </Emergency>
      <Layout>
        <Card $padding={5}>
          <ContactForm />
        </Card>
        <Details aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t.t('contact.other')}</h2>
          <List>
            <Item>
              <dt>
                <MailIcon />
                {t.t('contact.email')}
              </dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </dd>
            </Item>
            <Item>
              <dt>
                <PhoneIcon />
                {t.t('contact.phone')}
              </dt>
              <dd>
                <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
              </dd>
            </Item>
            <Item>
              <dt>
                <MapPinIcon size={20} />
                {t.t('contact.address')}
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
                {t.t('contact.hours')}
              </dt>
              <dd>
                <span>{weekdays}</span>
                <span>{saturday}</span>
                <Note>{t.t('contact.hoursNote')}</Note>
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
