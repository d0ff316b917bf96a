import styled from 'styled-components';
import { Link } from '@musawo/shared/router';
import { OperatorGate } from '../../../shared-ui/operator-gate';
import { useT } from '../../../i18n';

/** /admin, the operators' console (ADR 332): its sections, each a page of its own. */
export function AdminPage() {
  const t = useT();
  return (
    <OperatorGate title={t.t('page.title')}>
      <nav aria-label={t.t('nav.label')}>
        <Sections>
          <li>
            <Link to="/admin/applications">{t.t('applications.title')}</Link>
            <p>{t.t('applications.lead')}</p>
          </li>
          <li>
            <Link to="/admin/activity">{t.t('activity.title')}</Link>
            <p>{t.t('activity.lead')}</p>
          </li>
          <li>
            <Link to="/admin/payments">{t.t('payments.title')}</Link>
            <p>{t.t('payments.lead')}</p>
          </li>
          <li>
            <Link to="/admin/doctors">{t.t('doctors.title')}</Link>
            <p>{t.t('doctors.lead')}</p>
          </li>
          <li>
            <Link to="/admin/reviews">{t.t('reviews.title')}</Link>
            <p>{t.t('reviews.lead')}</p>
          </li>
        </Sections>
      </nav>
    </OperatorGate>
  );
}

const Sections = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
