import type { UserType } from '@musawo/shared/contracts';

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
export function accountMenu(userType: UserType | undefined): MenuItem[] {
  const middle: MenuItem[] =
    userType === 'doctor'
      ? [
          { to: '/appointments', label: 'Appointments', icon: 'calendar' },
          { to: '/patients', label: 'Patients', icon: 'users' },
        ]
      : [
          { to: '/appointments', label: 'My Appointments', short: 'Appointments', icon: 'calendar' },
          { to: '/transactions', label: 'Transactions', icon: 'wallet' },
        ];
  return [
    { to: '/dashboard', label: 'Dashboard', icon: 'home' },
    ...middle,
    { to: '/profile', label: 'Profile', icon: 'user' },
    { to: '/settings', label: 'Settings', icon: 'settings' },
  ];
}
