import type { NavEntry } from '@musawo/shared/contracts';

// The menus are the links the remotes' manifests contribute (ADR 323), gathered by the shell's build: the painted
// frame and the browser's first render list the same links.
const byMenu = (menu: NavEntry['menu']) => __MUSAWO_NAV__.filter((l) => l.menu === menu).sort((a, b) => a.order - b.order);

/** Spec §2.2: the top navigation, in order. */
export const NAV_LINKS = byMenu('main');
/** The signed-in user's menu, before Log Out. */
export const ACCOUNT_LINKS = byMenu('account');
