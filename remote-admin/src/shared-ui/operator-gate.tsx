import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page, useSession } from '@musawo/shared/react';
import { useT } from '../i18n';
import { OperatorSignIn } from './operator-sign-in';

/**
 * Every page of the console (ADR 332): its content for an operator, else the operator sign-in (password and an
 * emailed code, ADR 107). The shell lets everyone reach /admin; the server refuses the console's actions to anyone
 * but an operator.
 */
export function OperatorGate({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const user = useSession()?.user;
  if (user?.userType !== 'operator')
    return (
      <Page title={t.t('page.title')} description={t.t('page.description')}>
        <section aria-labelledby="operator-sign-in-title">
          <h2 id="operator-sign-in-title">{t.t('signIn.title')}</h2>
          <p>{user === undefined ? t.t('signIn.lead') : t.t('signIn.otherAccount')}</p>
          <OperatorSignIn />
        </section>
      </Page>
    );
  return (
    <Page title={title} description={t.t('page.description')}>
      <Note>
        {t.t('signedIn')}: {user.name}. {t.t('idle')}
      </Note>
      {children}
    </Page>
  );
}

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
