import styled from 'styled-components';
import { Link } from '@musawo/shared/router';
import { DATA_EXPORT_LINK_MINUTES, SUPPORT_EMAIL } from '@musawo/shared/contracts';
import { Alert, Button, Card, useErrorText, useSession } from '@musawo/shared/react';
import { useDownloadMyData } from '../api/use-my-data';
import { DeleteAccount } from './delete-account';
import { WhoSawMyRecord } from './who-saw-my-record';
import { useT } from '../../../i18n';

/** Settings' "My data" (issue 49): download, who saw my record, corrections and deleting the account. */
export function MyDataCard() {
  const t = useT();
  const errorText = useErrorText();
  const session = useSession();
  const download = useDownloadMyData();
  return (
    <Card as="section" aria-labelledby="my-data-title" $padding={5}>
      <Title id="my-data-title">{t.t('myData.title')}</Title>
      <Part>
        <h3>{t.t('myData.download')}</h3>
        <Muted>{t.t('myData.downloadLead', { minutes: DATA_EXPORT_LINK_MINUTES })}</Muted>
        <div>
          <Button type="button" variant="outline" loading={download.isPending} loadingLabel={t.t('myData.preparing')} onClick={() => download.mutate()}>
            {t.t('myData.download')}
          </Button>
        </div>
        {download.isSuccess && <p role="status">{t.t('myData.downloaded')}</p>}
        {download.isError && (
          <Alert tone="danger" role="alert" title={t.t('myData.downloadFailed')}>
            {errorText(download.error, t.t('common.pleaseTryAgain'))}
          </Alert>
        )}
      </Part>
      {session?.user.userType === 'patient' && <WhoSawMyRecord />}
      <Part>
        <h3>{t.t('myData.corrections')}</h3>
        <Muted>
          {t.t('myData.correctionsLead', { email: SUPPORT_EMAIL })} <Link to="/profile">{t.t('myData.openProfile')}</Link>
        </Muted>
      </Part>
      {session?.user.userType === 'patient' && <DeleteAccount />}
    </Card>
  );
}

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
