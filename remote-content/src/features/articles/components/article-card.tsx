import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatShortDate, type HealthTip } from '@musawo/shared/contracts';
import { Badge, Card, Skeleton } from '@musawo/shared/react';
import { PlayIcon } from './media-icons';
import { useT } from '../i18n';

/** Cover images are sized 16:9; width and height let the browser reserve the space before the bytes arrive. */
const COVER = { width: 640, height: 360 } as const;

export function ArticleCard({ tip, eager = false }: { tip: HealthTip; eager?: boolean }) {
  const cover = tip.content.coverImage ?? (tip.contentType === 'image' ? tip.content.contentUrl : null);
  const isVideo = tip.contentType === 'video';
  const t = useT();
  return (
    <Tile as="article" $padding={0} $interactive>
      <Cover>
        {cover ? (
          <img src={cover} alt="" width={COVER.width} height={COVER.height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <NoCover aria-hidden="true" />
        )}
        {isVideo && (
          <VideoMark aria-hidden="true">
            <PlayIcon size={22} />
          </VideoMark>
        )}
      </Cover>
      <Body>
        <Meta>
          <Badge tone="primary">{tip.category}</Badge>
          {isVideo && <Badge tone="info">{t.t('articles.video')}</Badge>}
        </Meta>
        <Title>
          <Link to={`/articles/${encodeURIComponent(tip.id)}`}>{tip.title}</Link>
        </Title>
        <Published dateTime={tip.createdAt}>{formatShortDate(tip.createdAt, t.lang)}</Published>
        <Description>{tip.description}</Description>
      </Body>
    </Tile>
  );
}

export function ArticleCardSkeleton() {
  return (
    <Tile $padding={0} aria-hidden="true">
      <Cover>
        <Skeleton height="100%" radius="0" />
      </Cover>
      <Body>
        <Skeleton width="30%" height="1.25rem" radius="999px" />
        <Skeleton width="85%" height="1.4rem" />
        <Skeleton width="35%" height="0.9rem" />
        <Skeleton height="0.9rem" />
        <Skeleton width="70%" height="0.9rem" />
      </Body>
    </Tile>
  );
}

const Tile = styled(Card)`
  position: relative;
  height: 100%;
  overflow: hidden;

  /* The whole card is the link's click target; the link alone is in the tab order and the accessibility tree. */
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Cover = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.primaryMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const NoCover = styled.div`
  width: 100%;
  height: 100%;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryMuted}, ${({ theme }) => theme.colors.primarySubtle});
`;

const VideoMark = styled.span`
  position: absolute;
  left: 50%;
  top: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  transform: translate(-50%, -50%);
  background: rgba(17, 24, 39, 0.72);
  color: #fff;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;

    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }

    &:hover {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
    }

    &:focus-visible {
      outline: none;
    }
  }
`;

const Published = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
`;
