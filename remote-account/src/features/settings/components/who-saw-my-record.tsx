import styled from 'styled-components';
import { Alert, Button, Skeleton } from '@musawo/shared/react';
import { useAccessRecord } from '../api/use-my-data';
import { useT } from '../../../i18n';

/** "Who saw my record" (issue 49): the patient's own access entries, newest first. */
export function WhoSawMyRecord() {
  const t = useT();
  const record = useAccessRecord();
  return (
    <Section aria-labelledby="who-saw-title">
      <h3 id="who-saw-title">{t.t('myData.whoSaw')}</h3>
      <Muted>{t.t('myData.whoSawLead')}</Muted>
      {record.isPending ? (
        <div aria-busy="true" aria-label={t.t('myData.loading')}>
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      ) : record.isError ? (
        <Alert tone="danger" role="alert" title={t.t('myData.whoSawFailed')} action={<Button size="sm" variant="outline" onClick={() => void record.refetch()}>{t.t('myData.retry')}</Button>} />
      ) : record.data.length === 0 ? (
        <p>{t.t('myData.whoSawEmpty')}</p>
      ) : (
        <Entries aria-labelledby="who-saw-title">
          {record.data.map((e) => (
            <li key={e.id}>
              <strong>{t.t('myData.entryWho', { name: e.who.name, role: e.who.role })}</strong>
              <span>{t.t('myData.entryWhat', { action: e.action, data: e.data })}</span>
              <small>
                {t.t('myData.entryWhen', { at: new Date(e.at), channel: e.channel })}
                {' · '}
                {e.reason === null ? t.t('myData.entryWhyAppointment') : t.t('myData.entryWhy', { reason: e.reason })}
              </small>
            </li>
          ))}
        </Entries>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Entries = styled.ol`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
