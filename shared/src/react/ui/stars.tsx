import styled from 'styled-components';
import { StarIcon } from './icons';
import { kitTexts, type KitText } from '../i18n';
import type { Translator } from '../../i18n/message-format';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  vertical-align: middle;
`;

const GAP = 2;

const Row = styled.span`
  display: inline-flex;
  gap: ${GAP}px;
`;

const Empty = styled(Row)`
  color: ${({ theme }) => theme.colors.starEmpty};
`;

// The filled row sits on top of the empty one and is clipped to the rating's stars, so 4.5 shows half a star
// without per-star gradients or SVG ids. The width goes in a style attribute: one class for every rating. It is in
// pixels, not a share of the wrapper: a flex column or a grid stretches the wrapper, and a share of that filled
// every star (a 2-star review showed five).
const Filled = styled(Row)`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.star};
`;

export interface StarsProps {
  /** 0-5; the spec's 'New' (no reviews yet) shows empty stars. */
  rating: number | 'New' | null | undefined;
  size?: number;
  className?: string;
}

/** Rounds to one decimal, the precision the spec gives ratings. */
export function starsLabel(rating: StarsProps['rating'], t: Translator<KitText> = kitTexts.english): string {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return t.t('kit.notRated');
  const r = Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
  return t.t('kit.rated', { rating: r });
}

export function Stars({ rating, size = 16, className }: StarsProps) {
  const t = kitTexts.useT();
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  // Whole stars and the gaps after them, then the part of the next star.
  const filled = value * size + Math.min(Math.floor(value), 4) * GAP;
  const five = [0, 1, 2, 3, 4];
  return (
    <Wrap role="img" aria-label={starsLabel(rating, t)} className={className}>
      <Empty>
        {five.map((i) => (
          <StarIcon key={i} size={size} />
        ))}
      </Empty>
      <Filled data-testid="stars-filled" style={{ width: `${Math.round(filled * 100) / 100}px` }}>
        {five.map((i) => (
          <StarIcon key={i} size={size} style={{ flex: 'none' }} />
        ))}
      </Filled>
    </Wrap>
  );
}
