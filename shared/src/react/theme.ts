// The one styled-components theme every app renders with. Colours are chosen so that every text/background
// pair the UI primitives use meets WCAG AA (4.5:1); the ratio is noted beside each pair so a later palette
// change can be checked against the same bar instead of by eye.

const colors = {
  // Teal reads as calm and clinical and stays distinct from the success green.
  primary: '#0F766E', // white text on it 5.47:1; as text on white 5.47:1
  primaryHover: '#115E59', // white text on it 7.58:1
  primarySubtle: '#F0FDFA', // primary text on it 5.25:1
  primaryMuted: '#CCFBF1', // primaryHover text on it 6.73:1

  text: '#1F2937', // on white 14.68:1, on surfaceAlt 14.03:1
  textMuted: '#4B5563', // on white 7.56:1, on neutralSubtle 6.87:1, on surfaceAlt 7.22:1
  textOnPrimary: '#FFFFFF',
  textOnDanger: '#FFFFFF', // on danger 6.47:1

  background: '#F8FAFC',
  surface: '#FFFFFF',
  surfaceAlt: '#F8FAFC',
  // Borders of inputs must reach 3:1 (WCAG 1.4.11 non-text contrast); decorative dividers need not.
  border: '#E5E7EB',
  borderStrong: '#6B7280', // on white 4.83:1
  focus: '#2563EB', // focus ring on white 5.17:1

  success: '#15803D', // white text on it 5.02:1
  successText: '#166534', // on successSubtle 6.49:1
  successSubtle: '#DCFCE7',
  danger: '#B91C1C', // white text 6.47:1; as text on white 6.47:1
  dangerHover: '#991B1B', // white text 8.31:1
  dangerText: '#991B1B', // on dangerSubtle 6.80:1
  dangerSubtle: '#FEE2E2',
  warning: '#B45309', // as text/icon on white 5.02:1
  warningText: '#854D0E', // on warningSubtle 6.38:1
  warningSubtle: '#FEF9C3',
  info: '#1D4ED8', // white text 6.70:1
  infoText: '#1E40AF', // on infoSubtle 7.15:1
  infoSubtle: '#DBEAFE',
  neutralText: '#374151', // on neutralSubtle 9.37:1
  neutralSubtle: '#F3F4F6',

  star: '#B45309', // filled star on white 5.02:1 (graphics need 3:1)
  starEmpty: '#D1D5DB', // decorative: the filled part and the label carry the rating
  skeleton: '#E5E7EB',
  skeletonHighlight: '#F3F4F6',
  backdrop: 'rgba(17, 24, 39, 0.55)',
} as const;

// Avatar placeholder backgrounds: white initials on each reach at least 5:1.
const avatarColors = ['#0F766E', '#1D4ED8', '#7E22CE', '#BE185D', '#B45309', '#15803D', '#C2410C', '#4338CA'] as const;

const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;
export type SpaceKey = keyof typeof space;

const radii = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px', round: '50%' } as const;

// System fonts only: nothing to download on 3G, and they render local scripts well on every phone.
const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const;

const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
const lineHeights = { tight: 1.25, normal: 1.5 } as const;

const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 2px 8px rgba(15, 23, 42, 0.10)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  focus: `0 0 0 3px ${colors.focus}`,
} as const;

/** Minimum widths in px: sm is the narrowest phone we support. */
export const breakpoints = { sm: 360, md: 768, lg: 1024 } as const;
export type Breakpoint = keyof typeof breakpoints;

const zIndices = { base: 0, sticky: 100, dropdown: 200, drawer: 300, dialog: 400, toast: 500 } as const;

const transitions = { fast: '120ms ease-out', normal: '200ms ease-out' } as const;

export const theme = {
  colors,
  avatarColors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  breakpoints,
  zIndices,
  transitions,
  /**
   * Touch targets: 44 px is the WCAG 2.5.5 size and what thumbs on small phones need. topBar: the height of the
   * shell's sticky bar; whatever sticks below it (the account menu) starts this far down.
   */
  sizes: { touch: '44px', container: '1200px', topBar: '64px' },
} as const;

export type Theme = typeof theme;

/**
 * Mobile-first media queries, used as `${media.md} { ... }` inside a styled block: plain strings keep them
 * usable in any css`` and free of runtime cost.
 */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

declare module 'styled-components' {
  // Module augmentation must be an interface; it adds no members of its own, only the theme's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
