// Consent again (issue 49, ADR 111): a person signed in who has not accepted the privacy notice and terms in force
// (the profile's termsToAccept) is asked, on every page, until they accept. A chunk of its own: only they fetch it.
import { useMutation } from '@musawo/shared/query';
import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { Alert, Button, useGateway, useSessionStore } from '@musawo/shared/react';
import { termsTexts, useT } from './i18n';

function Prompt({ version }: { version: string }) {
  const t = useT();
  const gateway = useGateway();
  const store = useSessionStore();
  const accept = useMutation({
    mutationFn: async () => gateway.call('myData', 'acceptTerms', { version }),
    onSuccess: () => {
      const user = store.get()?.user;
      if (user !== undefined) {
        const { termsToAccept: _done, ...rest } = user;
        store.setUser(rest);
      }
    },
  });
  return (
    <Box aria-labelledby="terms-title">
      <Alert tone="warning" title={<span id="terms-title">{t.t('terms.title')}</span>}>
        <p>{t.t('terms.text', { version })}</p>
        <Row>
          <Link to="/privacy">{t.t('terms.read')}</Link>
          <Link to="/terms">{t.t('terms.readTerms')}</Link>
          <Button type="button" size="sm" loading={accept.isPending} loadingLabel={t.t('terms.accepting')} onClick={() => accept.mutate()}>
            {t.t('terms.accept')}
          </Button>
        </Row>
        {accept.isError && <p role="alert">{t.t('terms.failed')}</p>}
      </Alert>
    </Box>
  );
}

export function TermsPrompt({ version }: { version: string }) {
  return (
    <termsTexts.IntlProvider>
      <Prompt version={version} />
    </termsTexts.IntlProvider>
  );
}

const Box = styled.section`
  max-width: 1200px;
  margin: ${({ theme }) => theme.space[3]} auto 0;
  padding: 0 ${({ theme }) => theme.space[4]};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
