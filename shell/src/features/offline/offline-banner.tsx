import styled from 'styled-components';
import { usePainted } from '@musawo/shared/react';
import { useOfflineStatus, type OfflineSignals } from './use-offline-status';

import { useT } from '../../i18n';

export const OFFLINE_MESSAGE = "You're offline. Showing doctors and health tips saved on this phone; booking needs a connection.";

/**
 * Says plainly that what is on screen may be a saved copy (issue 11). The live region stays in the page, empty
 * while online, so screen readers announce the message when it appears.
 */
export function OfflineBanner({ signals }: { signals?: OfflineSignals }) {
  // The build painted the page online: hydrated as painted, the banner shows on the render after (ADR 015).
  const t = useT();
  const painted = usePainted() !== null;
  const offline = useOfflineStatus(signals) && !painted;
  return (
    <Region role="status" aria-live="polite" data-testid="offline-banner" data-offline={offline ? 'true' : 'false'}>
      {offline ? <Message>{t.t('offline.message')}</Message> : null}
    </Region>
  );
}

const Region = styled.div`
  position: sticky;
  top: 0;
  z-index: 50;
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  font-size: 0.9375rem;
  line-height: 1.4;
  text-align: center;
`;
