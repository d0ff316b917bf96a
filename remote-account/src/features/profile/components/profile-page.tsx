import { useState } from 'react';
import { useSearchParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { Button, Page, useSession } from '@musawo/shared/react';
import { Tabs } from '@musawo/shared/react-extras';
import { AvailabilityCard } from './availability-card';
import { PersonalTab } from './personal-tab';
import { SecurityTab } from './security-tab';
import { useServerProfile } from '../api/use-profile';
import { useT } from '../../../i18n';

type Tab = 'personal' | 'security';

/** Spec §2.10 Profile: 'Personal Information' (default) and 'Security'; doctors also get the availability card. */
export function ProfilePage() {
  const tr = useT();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'security' ? 'security' : 'personal';
  const setTab = (t: string) => setParams(t === 'security' ? { tab: 'security' } : {}, { replace: true });
  const [editing, setEditing] = useState(false);
  const user = session?.user;
  useServerProfile(user?.id);
  if (!user) return null;

  return (
    <Page title={tr.t('profile.title')}>
      <Top>
        <p>{tr.t('profile.lead')}</p>
        {!editing && (
          <Button
            onClick={() => {
              setTab('personal');
              setEditing(true);
            }}
          >
            {tr.t('profile.edit')}
          </Button>
        )}
      </Top>
      <Tabs
        label={tr.t('profile.sections')}
        value={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'personal',
            label: tr.t('profile.personal'),
            panel: (
              <>
                <PersonalTab user={user} editing={editing} onDone={() => setEditing(false)} />
                {user.userType === 'doctor' && (
                  <Below>
                    <AvailabilityCard doctorId={user.id} initial={user.availability} />
                  </Below>
                )}
              </>
            ),
          },
          { id: 'security', label: tr.t('profile.security'), panel: <SecurityTab userId={user.id} /> },
        ]}
      />
    </Page>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Below = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;
