import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatAmount } from '@musawo/shared/contracts';
import { Button, Notice } from '@musawo/shared/react';

/** The account remote opens its top-up dialog from this query (its contract with us; see the README). */
const TOP_UP_HREF = '/dashboard?topup=1';

export function TopUpLink() {
  return (
    <Button as={Link} to={TOP_UP_HREF} variant="outline" size="sm">
      Top up wallet
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
  return (
    <Box>
      <Rows>
        <div>
          <dt>Consultation fee</dt>
          <dd>
            <strong>{formatAmount(fee, currency)}</strong>
          </dd>
        </div>
        {wallet && (
          <div>
            <dt>Your wallet balance</dt>
            <dd data-testid="wallet-balance">
              {wallet.state === 'ready' ? formatAmount(wallet.balance, wallet.currency) : wallet.state === 'loading' ? 'Checking...' : 'Could not load your balance'}
            </dd>
          </div>
        )}
      </Rows>
      {wallet === null && <Small>The fee is paid from your Musawo wallet when you book.</Small>}
      {short && !hideShortNotice && (
        <Notice title="Your wallet balance is too low for this consultation" action={<TopUpLink />}>
          Top up your wallet with mobile money, then come back to confirm.
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
