// Guards the palette: a colour tweak in theme.ts that drops a pair below WCAG AA fails here, not in an audit.
import { theme } from '../theme';

function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const c = ((n >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const c = theme.colors;
const white = '#FFFFFF';

describe('theme contrast (WCAG AA)', () => {
  it('computes known ratios', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 1);
    expect(contrast('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
  });

  it.each([
    ['text on surface', c.text, c.surface],
    ['text on background', c.text, c.background],
    ['muted text on surface', c.textMuted, c.surface],
    ['muted text on neutral', c.textMuted, c.neutralSubtle],
    ['muted text on background', c.textMuted, c.background],
    ['primary text/link on surface', c.primary, c.surface],
    ['primary text on primarySubtle', c.primary, c.primarySubtle],
    ['primary button', c.textOnPrimary, c.primary],
    ['primary button hover', c.textOnPrimary, c.primaryHover],
    ['secondary button', c.primaryHover, c.primaryMuted],
    ['danger button', c.textOnDanger, c.danger],
    ['danger button hover', c.textOnDanger, c.dangerHover],
    ['danger text on surface', c.danger, c.surface],
    ['success badge', c.successText, c.successSubtle],
    ['danger badge', c.dangerText, c.dangerSubtle],
    ['warning badge/notice', c.warningText, c.warningSubtle],
    ['info badge', c.infoText, c.infoSubtle],
    ['neutral badge', c.neutralText, c.neutralSubtle],
    ['toast success icon', white, c.success],
    ['warning on surface', c.warning, c.surface],
    ['info on white', white, c.info],
  ])('%s reaches 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(theme.avatarColors.map((bg) => [bg]))('white initials on %s reach 4.5:1', (bg) => {
    expect(contrast(white, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('non-text indicators reach 3:1 (input border, focus ring, filled star)', () => {
    expect(contrast(c.borderStrong, c.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.focus, c.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.focus, c.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.star, c.surface)).toBeGreaterThanOrEqual(3);
  });
});
