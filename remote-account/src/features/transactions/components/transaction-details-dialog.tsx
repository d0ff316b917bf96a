import { useNavigate } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatAmount, formatLongDate, formatTime, type Transaction } from '@musawo/shared/contracts';
import { Avatar, Button, Dialog, TransactionStatusBadge } from '@musawo/shared/react';
import { Facts, Section } from '../../../shared-ui/section';
import { useTransaction } from '../api/use-transactions';
import { outcomeDirection, paymentMethodLabel } from './transaction-format';

/** Spec §2.10 'Transaction Details': header, User Information, Transaction Details, Balance Changes. */
export function TransactionDetailsDialog({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  const navigate = useNavigate();
  const query = useTransaction(transaction);
  const t = query.data ?? transaction;
  const toAppointment = t && t.transactionObjectType === 'appointment' && t.relatedObjectId ? t.relatedObjectId : null;

  return (
    <Dialog
      open={Boolean(t)}
      onClose={onClose}
      title="Transaction Details"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {toAppointment && (
            <Button
              onClick={() => {
                onClose();
                navigate(`/appointments/${toAppointment}`);
              }}
            >
              View Appointment Details
            </Button>
          )}
        </>
      }
    >
      {t && (
        // Focusable so a keyboard can scroll the dialog on a short screen (it has no other control inside).
        <Body tabIndex={0} aria-label="Transaction summary" role="group">
          <Header>
            <Direction>{outcomeDirection(t)}</Direction>
            <Big>{formatAmount(t.amount, t.currency)}</Big>
            <TransactionStatusBadge status={t.status} />
          </Header>
          <Section title="User Information" headingLevel={3}>
            <Person>
              <Avatar name={t.user.name} src={t.user.imageUrl} size="lg" />
              <div>
                <strong>{t.user.name}</strong>
                {t.user.email && <Muted>{t.user.email}</Muted>}
              </div>
            </Person>
          </Section>
          <Section title="Transaction Details" headingLevel={3}>
            <Facts
              items={[
                { label: 'Payment Method', value: paymentMethodLabel(t.paymentMethod) },
                { label: 'Reference Number', value: t.referenceNumber },
                { label: 'Date', value: formatLongDate(t.transactionDate) },
                { label: 'Time', value: formatTime(t.transactionDate) },
                ...(t.description ? [{ label: 'Description', value: t.description }] : []),
              ]}
            />
          </Section>
          <Section title="Balance Changes" headingLevel={3}>
            <Facts
              items={[
                { label: 'Balance Before', value: formatAmount(t.balanceBefore, t.currency) },
                { label: 'Balance After', value: formatAmount(t.balanceAfter, t.currency) },
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
