import { useState } from 'react';
import { useSearchParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatAmount, formatShortDate, formatTime, TRANSACTIONS_PAGE_SIZE, type Transaction } from '@musawo/shared/contracts';
import { Button, Card, ChevronLeftIcon, ChevronRightIcon, EmptyState, media, Page, Skeleton, TransactionStatusBadge, visuallyHidden } from '@musawo/shared/react';
import { LoadError } from '../../../shared-ui/load-error';
import { WalletIcon } from '../../../shared-ui/icons';
import { useTransactions } from '../api/use-transactions';
import { OUTCOME_TITLES, paymentMethodLabel, transactionOutcome } from './transaction-format';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { PageBody, RowList } from '../../../shared-ui/section';

export const pageCount = (rows: number) => Math.max(1, Math.ceil(rows / TRANSACTIONS_PAGE_SIZE));

/** Spec §2.10 Transaction History: 5 rows a page, Previous/Next and 'N of M', a details dialog per row. */
export function TransactionsPage() {
  const list = useTransactions();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Transaction | null>(null);
  const rows = list.data ?? [];
  const pages = pageCount(rows.length);
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const shown = rows.slice((page - 1) * TRANSACTIONS_PAGE_SIZE, page * TRANSACTIONS_PAGE_SIZE);
  const goTo = (p: number) => setParams(p === 1 ? {} : { page: String(p) });

  return (
    <Page title="Transaction History" lead="Payments from and to your Musawo wallet.">
      <PageBody>
        {list.isPending ? (
          <RowList aria-busy="true" aria-label="Loading transactions">
            {Array.from({ length: TRANSACTIONS_PAGE_SIZE }, (_, i) => (
              <li key={i} data-testid="transaction-skeleton">
                <Row>
                  <Skeleton width="45%" />
                  <Skeleton width="30%" />
                  <Skeleton width="60%" />
                </Row>
              </li>
            ))}
          </RowList>
        ) : list.isError ? (
          <LoadError title="Failed to load transactions" error={list.error} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={<WalletIcon size={40} />} title="No transactions yet" description="Top-ups, booking payments and refunds will show here." />
        ) : (
          <>
            <RowList aria-label="Transactions">
              {shown.map((t) => {
                const outcome = transactionOutcome(t);
                const sign = outcome === 'credit' ? '+' : outcome === 'debit' ? '−' : null;
                return (
                  <li key={t.id}>
                    <Row>
                      <Top>
                        <Title>{OUTCOME_TITLES[outcome]}</Title>
                        <Amount data-outcome={outcome} data-credit={outcome === 'credit' || undefined}>
                          {sign && <span aria-hidden="true">{sign}</span>}
                          {formatAmount(t.amount, t.currency)}
                        </Amount>
                      </Top>
                      <Meta>
                        <time dateTime={t.transactionDate}>
                          {formatShortDate(t.transactionDate)}, {formatTime(t.transactionDate)}
                        </time>
                        <span>Ref: {t.referenceNumber}</span>
                        <span>{paymentMethodLabel(t.paymentMethod)}</span>
                      </Meta>
                      <Bottom>
                        <TransactionStatusBadge status={t.status} />
                        <Button size="sm" variant="outline" onClick={() => setOpen(t)}>
                          <span>
                            View <PhoneOnly>Transaction </PhoneOnly>Details
                          </span>
                        </Button>
                      </Bottom>
                    </Row>
                  </li>
                );
              })}
            </RowList>
            {pages > 1 && (
              <Pager aria-label="Transaction pages">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)} leftIcon={<ChevronLeftIcon />}>
                  Previous
                </Button>
                <span aria-live="polite" data-testid="page-indicator">
                  {page} of {pages}
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  Next
                  <ChevronRightIcon />
                </Button>
              </Pager>
            )}
          </>
        )}
      </PageBody>
      <TransactionDetailsDialog transaction={open} onClose={() => setOpen(null)} />
    </Page>
  );
}

const Row = styled(Card)`
  gap: ${({ theme }) => theme.space[2]};
`;
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
`;
const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const Amount = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.dangerText};
  &[data-credit] {
    color: ${({ theme }) => theme.colors.successText};
  }
  /* Nothing moved: muted and struck through, so it cannot be read as money in or out. */
  &[data-outcome='failed'],
  &[data-outcome='expired'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }
`;
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
const Bottom = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;

  > button {
    min-height: ${({ theme }) => theme.sizes.touch};
  }
`;
/** Spec §2.10: the phone says 'View Transaction Details'; the desktop shows 'View Details' (the name stays the long one). */
const PhoneOnly = styled.span`
  ${media.md} {
    ${visuallyHidden}
  }
`;
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  > span {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  > button {
    min-height: ${({ theme }) => theme.sizes.touch};
  }
`;
