import type { ShellText } from '../i18n';

/** Spec §2.2: the top navigation, in order; labels are the shell's messages. */
export const NAV_LINKS: readonly { to: string; label: ShellText }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/find-doctor', label: 'nav.findDoctor' },
  { to: '/join', label: 'nav.forProviders' },
  { to: '/help', label: 'nav.faqs' },
];
