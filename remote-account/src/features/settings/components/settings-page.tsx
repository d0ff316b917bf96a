import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { Card, ChevronRightIcon, Page, useSession } from '@musawo/shared/react';
import { useNotificationSetting, type Channel } from '../api/use-notification-settings';
import { useConsents, useMarketingSetting } from '../api/use-my-data';
import { MyDataCard } from './my-data-card';
import { Switch } from './switch';
import { useT } from '../../../i18n';

/** Settings: reminder channels and marketing, the way to the profile and the password, and "My data" (issue 49). */
export function SettingsPage() {
  const t = useT();
  const session = useSession();
  const save = useNotificationSetting();
  const user = session?.user;
  const consents = useConsents();
  const marketing = useMarketingSetting();
  const marketingOn = marketing.isPending ? marketing.variables : (consents.data?.marketing ?? false);
  // Reminders are on unless the person turned them off; while a change is saving it shows as already made.
  const value = (channel: Channel) => (save.isPending && save.variables.channel === channel ? save.variables.on : (user?.[channel] ?? true));

  return (
    <Page title={t.t('settings.title')}>
      <Stack>
        <Card as="section" aria-labelledby="notifications-title" $padding={5}>
          <h2 id="notifications-title">{t.t('settings.notifications')}</h2>
          <Muted>{t.t('settings.notificationsLead')}</Muted>
          <Switch
            label={t.t('settings.sms')}
            description={user?.phone_number ? t.t('settings.smsTo', { phone: user.phone_number }) : t.t('settings.smsToYours')}
            checked={value('notifySms')}
            disabled={save.isPending}
            onChange={(on) => save.mutate({ channel: 'notifySms', on })}
          />
          <Switch
            label={t.t('settings.email')}
            description={user?.email ? t.t('settings.emailTo', { email: user.email }) : t.t('settings.emailToYours')}
            checked={value('notifyEmail')}
            disabled={save.isPending}
            onChange={(on) => save.mutate({ channel: 'notifyEmail', on })}
          />
          <Switch
            label={t.t('myData.marketing')}
            description={t.t('myData.marketingText')}
            checked={marketingOn}
            disabled={marketing.isPending || consents.isPending || consents.isError}
            onChange={(on) => marketing.mutate(on)}
          />
        </Card>
        <MyDataCard />
        <Card as="section" aria-labelledby="account-title" $padding={5}>
          <h2 id="account-title">{t.t('settings.account')}</h2>
          <Links>
            <li>
              <RowLink to="/profile">
                <span>
                  {t.t('settings.profile')}
                  <small>{t.t('settings.profileText', { doctor: user?.userType === 'doctor' ? 'yes' : 'no' })}</small>
                </span>
                <ChevronRightIcon />
              </RowLink>
            </li>
            <li>
              <RowLink to="/profile?tab=security">
                <span>
                  {t.t('settings.security')}
                  <small>{t.t('settings.securityText')}</small>
                </span>
                <ChevronRightIcon />
              </RowLink>
            </li>
          </Links>
        </Card>
      </Stack>
    </Page>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 720px;
  margin-top: ${({ theme }) => theme.space[6]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Links = styled.ul`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
`;
const RowLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 56px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  span {
    display: flex;
    flex-direction: column;
  }
  small {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
