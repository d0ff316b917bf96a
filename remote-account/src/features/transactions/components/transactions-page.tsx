import { useState } from 'react';
import { useSearchParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatAmount, TRANSACTIONS_PAGE_SIZE, type Transaction } from '@musawo/shared/contracts';
import { Button, Card, ChevronLeftIcon, ChevronRightIcon, EmptyState, media, Page, Skeleton, visuallyHidden } from '@musawo/shared/react';
import { TransactionStatusBadge } from '@musawo/shared/react-extras';
import { LoadError } from '../../../shared-ui/load-error';
import { WalletIcon } from '../../../shared-ui/icons';
import { useTransactions } from '../api/use-transactions';
import { OUTCOME_TITLES, paymentMethodLabel, transactionOutcome } from './transaction-format';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { PageBody, RowList } from '../../../shared-ui/section';
import { useT } from '../../../i18n';

export const pageCount = (rows: number) => Math.max(1, Math.ceil(rows / TRANSACTIONS_PAGE_SIZE));

/** Spec §2.10 Transaction History: 5 rows a page, Previous/Next and 'N of M', a details dialog per row. */
export function TransactionsPage() {
  const tr = useT();
  const list = useTransactions();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Transaction | null>(null);
  const rows = list.data ?? [];
  const pages = pageCount(rows.length);
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const shown = rows.slice((page - 1) * TRANSACTIONS_PAGE_SIZE, page * TRANSACTIONS_PAGE_SIZE);
  const goTo = (p: number) => setParams(p === 1 ? {} : { page: String(p) });

  return (
    <Page title={tr.t('tx.title')} lead={tr.t('tx.lead')}>
      <PageBody>
        {list.isPending ? (
          <RowList aria-busy="true" aria-label={tr.t('tx.loading')}>
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
          <LoadError title={tr.t('tx.loadError')} error={list.error} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={<WalletIcon size={40} />} title={tr.t('tx.none')} description={tr.t('tx.noneText')} />
        ) : (
          <>
            <RowList aria-label={tr.t('tx.list')}>
              {shown.map((t) => {
                const outcome = transactionOutcome(t);
                const sign = outcome === 'credit' ? '+' : outcome === 'debit' ? '−' : null;
                return (
                  <li key={t.id}>
                    <Row>
                      <Top>
                        <Title>{tr.t(OUTCOME_TITLES[outcome])}</Title>
                        <Amount data-outcome={outcome} data-credit={outcome === 'credit' || undefined}>
                          {sign && <span aria-hidden="true">{sign}</span>}
                          {formatAmount(t.amount, t.currency, tr.lang)}
                        </Amount>
                      </Top>
                      <Meta>
                        <time dateTime={t.transactionDate}>
                          {tr.t('tx.when', { day: new Date(t.transactionDate), at: new Date(t.transactionDate) })}
                        </time>
                        <span>{tr.t('tx.ref', { ref: t.referenceNumber })}</span>
                        <span>{paymentMethodLabel(t.paymentMethod, tr)}</span>
                      </Meta>
                      <Bottom>
                        <TransactionStatusBadge status={t.status} />
                        <Button size="sm" variant="outline" onClick={() => setOpen(t)}>
                          <span>{tr.rich('tx.view', { phone: (chunks) => <PhoneOnly key="phone">{chunks}</PhoneOnly> })}</span>
                        </Button>
                      </Bottom>
                    </Row>
                  </li>
                );
              })}
            </RowList>
            {pages > 1 && (
              <Pager aria-label={tr.t('tx.pages')}>
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)} leftIcon={<ChevronLeftIcon />}>
                  {tr.t('tx.previous')}
                </Button>
                <span aria-live="polite" data-testid="page-indicator">
                  {tr.t('tx.pageOf', { page, pages })}
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  {tr.t('tx.next')}
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
