import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { uiTexts } from './i18n';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';
const PX: Record<AvatarSize, number> = { sm: 32, md: 40, lg: 64, xl: 96 };

const TITLES = new Set(['dr', 'dr.', 'prof', 'prof.', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.']);

/** 'Dr. Sarah Nakato Namuli' -> 'SN': first and last name, titles skipped; '?' when there is no name. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w && !TITLES.has(w.toLowerCase()));
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so a name starting with an emoji or accented letter is not cut in half.
  const letter = (w: string) => (Array.from(w)[0] ?? '').toUpperCase();
  return letter(first) + (last ? letter(last) : '');
}

/** A stable index for a name, so the same person keeps the same colour on every screen and visit. */
export function colorIndexOf(name: string, count: number): number {
  let h = 0;
  for (const ch of name.trim().toLowerCase()) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return count > 0 ? h % count : 0;
}

const Circle = styled.span<{ $px: number; $bg: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ $bg }) => $bg};
  color: #fff;
  font-size: ${({ $px }) => Math.round($px * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  user-select: none;
`;

const Img = styled.img<{ $px: number }>`
  flex: none;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.neutralSubtle};
`;

export interface AvatarProps {
  name: string | null | undefined;
  src?: string | null;
  size?: AvatarSize;
  /** When the name is printed right beside the avatar, hide it from screen readers to avoid saying it twice. */
  decorative?: boolean;
  className?: string;
}

/**
 * The user's photo, or (spec §2.2) a placeholder generated from the name: initials on a colour derived from it.
 * Generated locally: no third-party avatar service sees our users' names, and no request is spent on 3G.
 */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const theme = useTheme();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const t = uiTexts.useT();
  const px = PX[size];
  const named = name?.trim();
  const label = named || t.t('ui.user');

  if (src && src !== failedSrc) {
    return (
      <Img
        src={src}
        alt={decorative ? '' : label}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        $px={px}
        className={className}
        // A broken photo URL falls back to initials instead of a broken-image icon.
        onError={() => setFailedSrc(src)}
      />
    );
  }

  // The colour comes from the name (the same in every language); someone without one always gets the same.
  const bg = theme.avatarColors[colorIndexOf(named || 'User', theme.avatarColors.length)] ?? theme.colors.primary;
  return (
    <Circle
      $px={px}
      $bg={bg}
      className={className}
      data-testid="avatar-initials"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {initialsOf(name)}
    </Circle>
  );
}
