import { useNavigate } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatAmount, formatLongDate, formatTime, type Transaction } from '@musawo/shared/contracts';
import { Avatar, Button } from '@musawo/shared/react';
import { Dialog, TransactionStatusBadge } from '@musawo/shared/react-extras';
import { Facts, Section } from '../../../shared-ui/section';
import { useTransaction } from '../api/use-transactions';
import { outcomeDirection, paymentMethodLabel } from './transaction-format';
import { useT } from '../../../i18n';

/** Spec §2.10 'Transaction Details': header, User Information, Transaction Details, Balance Changes. */
export function TransactionDetailsDialog({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  const tr = useT();
  const navigate = useNavigate();
  const query = useTransaction(transaction);
  const t = query.data ?? transaction;
  const toAppointment = t && t.transactionObjectType === 'appointment' && t.relatedObjectId ? t.relatedObjectId : null;

  return (
    <Dialog
      open={Boolean(t)}
      onClose={onClose}
      title={tr.t('txd.title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {tr.t('common.close')}
          </Button>
          {toAppointment && (
            <Button
              onClick={() => {
                onClose();
                navigate(`/appointments/${toAppointment}`);
              }}
            >
              {tr.t('txd.viewAppointment')}
            </Button>
          )}
        </>
      }
    >
      {t && (
        // Focusable so a keyboard can scroll the dialog on a short screen (it has no other control inside).
        <Body tabIndex={0} aria-label={tr.t('txd.summary')} role="group">
          <Header>
            <Direction>{outcomeDirection(t, tr)}</Direction>
            <Big>{formatAmount(t.amount, t.currency, tr.lang)}</Big>
            <TransactionStatusBadge status={t.status} />
          </Header>
          <Section title={tr.t('txd.user')} headingLevel={3}>
            <Person>
              <Avatar name={t.user.name} src={t.user.imageUrl} size="lg" />
              <div>
                <strong>{t.user.name}</strong>
                {t.user.email && <Muted>{t.user.email}</Muted>}
              </div>
            </Person>
          </Section>
          <Section title={tr.t('txd.title')} headingLevel={3}>
            <Facts
              items={[
                { label: tr.t('txd.method'), value: paymentMethodLabel(t.paymentMethod, tr) },
                { label: tr.t('txd.reference'), value: t.referenceNumber },
                { label: tr.t('details.date'), value: formatLongDate(t.transactionDate, tr.lang) },
                { label: tr.t('details.time'), value: formatTime(t.transactionDate) },
                ...(t.description ? [{ label: tr.t('txd.description'), value: t.description }] : []),
              ]}
            />
          </Section>
          <Section title={tr.t('txd.balanceChanges')} headingLevel={3}>
            <Facts
              items={[
                { label: tr.t('txd.before'), value: formatAmount(t.balanceBefore, t.currency, tr.lang) },
                { label: tr.t('txd.after'), value: formatAmount(t.balanceAfter, t.currency, tr.lang) },
              ]}
            />
          </Section>
        </Body>
      )}
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;
const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
const Direction = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Big = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Person = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  overflow-wrap: anywhere;

  > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
