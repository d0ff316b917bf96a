import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatAmount } from '@musawo/shared/contracts';
import { Button, Notice } from '@musawo/shared/react';
import { useT } from '../../../i18n';

/** The account remote opens its top-up dialog from this query (its contract with us; see the README). */
const TOP_UP_HREF = '/dashboard?topup=1';

export function TopUpLink() {
  const t = useT();
  return (
    <Button as={Link} to={TOP_UP_HREF} variant="outline" size="sm">
      {t.t('pay.topUp')}
    </Button>
  );
}

export interface PaymentSummaryProps {
  fee: number;
  currency: string;
  /** Shown only for a signed-in patient. */
  wallet: { state: 'loading' } | { state: 'error' } | { state: 'ready'; balance: number; currency: string } | null;
  /** Hide the short-balance notice (the server's refusal already says it). */
  hideShortNotice?: boolean;
}

/** The fee, and for a patient the wallet it is paid from, before confirming (DESIGN §7: charged on booking). */
export function PaymentSummary({ fee, currency, wallet, hideShortNotice }: PaymentSummaryProps) {
  const short = wallet?.state === 'ready' && wallet.balance < fee;
  const t = useT();
  return (
    <Box>
      <Rows>
        <div>
          <dt>{t.t('pay.fee')}</dt>
          <dd>
            <strong>{formatAmount(fee, currency, t.lang)}</strong>
          </dd>
        </div>
        {wallet && (
          <div>
            <dt>{t.t('pay.balance')}</dt>
            <dd data-testid="wallet-balance">
              {wallet.state === 'ready' ? formatAmount(wallet.balance, wallet.currency, t.lang) : t.t(wallet.state === 'loading' ? 'pay.checking' : 'pay.balanceError')}
            </dd>
          </div>
        )}
      </Rows>
      {wallet === null && <Small>{t.t('pay.fromWallet')}</Small>}
      {short && !hideShortNotice && (
        <Notice title={t.t('pay.shortTitle')} action={<TopUpLink />}>
          {t.t('pay.shortText')}
        </Notice>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
