import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { SUPPORT_EMAIL } from '@musawo/shared/contracts';
import { Alert, Button, Page } from '@musawo/shared/react';
import { Prose, Section } from '../../../shared-ui/prose';

const APPLY_HREF = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Careers at Musawo')}`;

export function CareersPage() {
  return (
    <Page
      title="Careers"
      description="Work at Musawo, a Kampala health-tech team connecting patients in Uganda with doctors. No open roles are listed right now; send us your CV by email."
      lead="Help us bring good healthcare within reach of every family in Uganda."
    >
      <Section aria-labelledby="who-title">
        <Prose>
          <h2 id="who-title">Who we are</h2>
          <p>
            Musawo is a small team in Kampala of engineers, designers, health workers and customer-care staff. Since 2024 we have
            helped more than 10,000 people find a doctor, book a time and pay by mobile money. We build for the phones and
            connections people really have, and we care about patients' privacy as much as their time.
          </p>
          <p>
            We value people who listen to patients and doctors, write clearly, and take responsibility for their work. You do not
            need a degree from a particular school; you need to be good at what you do and keen to learn.
          </p>
        </Prose>
      </Section>

      <Section aria-labelledby="roles-title">
        <h2 id="roles-title">Open roles</h2>
        <Prose>
          <p>
            We have no open roles listed right now. We still like to hear from people who want to work with us, especially in
            software engineering, customer care (English, Luganda and other Ugandan languages), clinical operations and
            partnerships with clinics.
          </p>
        </Prose>
      </Section>

      <Section aria-labelledby="apply-title">
        <Prose>
          <h2 id="apply-title">How to apply</h2>
          <p>
            Email <a href={APPLY_HREF}>{SUPPORT_EMAIL}</a> with “Careers” and the kind of work you do in the subject line. Attach
            your CV and tell us in a few lines what you would like to work on and why. We read every message and reply when a
            role that fits you opens.
          </p>
        </Prose>
        <Actions>
          <Button as="a" href={APPLY_HREF}>
            Email your CV
          </Button>
          <Button as={Link} to="/about" variant="outline">
            About Musawo
          </Button>
        </Actions>
        <Alert tone="warning" title="Beware of job scams">
          Musawo never asks for money to apply, to be interviewed or to be hired, and we only write from @musawo.ug addresses. If
          someone asks you to pay, do not pay, and tell us at {SUPPORT_EMAIL}.
        </Alert>
      </Section>
    </Page>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};
`;
