import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { Card, ChevronRightIcon, Page, useSession } from '@musawo/shared/react';
import { useNotificationSetting, type Channel } from '../api/use-notification-settings';
import { Switch } from './switch';

/** Settings: appointment reminder channels, and the way to the profile and the password. */
export function SettingsPage() {
  const session = useSession();
  const save = useNotificationSetting();
  const user = session?.user;
  // Reminders are on unless the person turned them off; while a change is saving it shows as already made.
  const value = (channel: Channel) => (save.isPending && save.variables.channel === channel ? save.variables.on : (user?.[channel] ?? true));

  return (
    <Page title="Settings">
      <Stack>
        <Card as="section" aria-labelledby="notifications-title" $padding={5}>
          <h2 id="notifications-title">Notifications</h2>
          <Muted>How we remind you about appointments.</Muted>
          <Switch
            label="SMS reminders"
            description={user?.phone_number ? `Texts to ${user.phone_number}` : 'Texts to your phone'}
            checked={value('notifySms')}
            disabled={save.isPending}
            onChange={(on) => save.mutate({ channel: 'notifySms', on })}
          />
          <Switch
            label="Email reminders"
            description={user?.email ? `Emails to ${user.email}` : 'Emails to your address'}
            checked={value('notifyEmail')}
            disabled={save.isPending}
            onChange={(on) => save.mutate({ channel: 'notifyEmail', on })}
          />
        </Card>
        <Card as="section" aria-labelledby="account-title" $padding={5}>
          <h2 id="account-title">Account</h2>
          <Links>
            <li>
              <RowLink to="/profile">
                <span>
                  Profile
                  <small>Your name, phone, address{user?.userType === 'doctor' ? ', fee and availability' : ''}</small>
                </span>
                <ChevronRightIcon />
              </RowLink>
            </li>
            <li>
              <RowLink to="/profile?tab=security">
                <span>
                  Security
                  <small>Change your password</small>
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
