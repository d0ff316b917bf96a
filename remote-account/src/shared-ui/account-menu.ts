import type { UserType } from '@musawo/shared/contracts';
import { english, type AccountT } from '../i18n';

export interface MenuItem {
  to: string;
  label: string;
  /** Shorter visible text for the phone's bottom bar; contained in `label`, so speech users can still say it. */
  short?: string;
  icon: 'home' | 'calendar' | 'wallet' | 'users' | 'user' | 'settings';
}

/**
 * Spec §2.10: everyone sees Dashboard and Settings; doctors also Appointments and Patients; patients also
 * My Appointments and Transactions; and Profile for both. Order: what people open most comes first.
 */
export function accountMenu(userType: UserType | undefined, t: AccountT = english): MenuItem[] {
  const middle: MenuItem[] =
    userType === 'doctor'
      ? [
          { to: '/appointments', label: t.t('menu.appointments'), icon: 'calendar' },
          { to: '/patients', label: t.t('menu.patients'), icon: 'users' },
        ]
      : [
          { to: '/appointments', label: t.t('menu.myAppointments'), short: t.t('menu.appointments'), icon: 'calendar' },
          { to: '/transactions', label: t.t('menu.transactions'), icon: 'wallet' },
        ];
  return [
    { to: '/dashboard', label: t.t('menu.dashboard'), icon: 'home' },
    ...middle,
    { to: '/profile', label: t.t('menu.profile'), icon: 'user' },
    { to: '/settings', label: t.t('menu.settings'), icon: 'settings' },
  ];
}
