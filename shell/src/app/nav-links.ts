/** Spec §2.2: the top navigation, in order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/find-doctor', label: 'Find A Doctor' },
  { to: '/join', label: 'For Providers' },
  { to: '/help', label: 'FAQs' },
] as const;
