import type { ReactNode } from 'react';
import { Link, useParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatLongDate, type HealthTip } from '@musawo/shared/contracts';
import { Alert, Badge, Button, ChevronLeftIcon, Container, Skeleton, useDocumentMeta, VisuallyHidden } from '@musawo/shared/react';
import { isNotFound, useHealthTip } from '../api/health-tips';
import { VideoPlayer } from './video-player';
import { LightbulbIcon } from '../../../shared-ui/icons';

export function ArticlePage() {
  const { id = '' } = useParams();
  const tip = useHealthTip(id);

  if (tip.data) return <Article tip={tip.data} />;
  if (tip.isError && isNotFound(tip.error)) return <NotFound />;
  if (tip.isError) {
    return (
      <Frame title="Health tip could not load">
        <BackLink />
        <Alert
          tone="danger"
          role="alert"
          title="This health tip could not load"
          action={
            <Button variant="outline" size="sm" onClick={() => void tip.refetch()} loading={tip.isFetching} loadingLabel="Retrying...">
              Retry
            </Button>
          }
        >
          {tip.error.message || 'Please check your connection and try again.'}
        </Alert>
      </Frame>
    );
  }
  return <ArticleSkeleton />;
}

function Frame({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  useDocumentMeta(title, description);
  return <Wrap>{children}</Wrap>;
}

function BackLink() {
  return (
    <Back to="/articles">
      <ChevronLeftIcon size={18} />
      Health Tips
    </Back>
  );
}

/** Sections are plain text; a blank line starts a new paragraph. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </>
  );
}

function Article({ tip }: { tip: HealthTip }) {
  const image = tip.content.coverImage ?? tip.content.contentUrl;
  const video = tip.contentType === 'video' ? tip.content.contentUrl : null;
  return (
    <Frame title={tip.title} description={tip.description}>
      <BackLink />
      <article aria-labelledby="article-title">
        <Header>
          <Badge tone="primary">{tip.category}</Badge>
          <h1 id="article-title">{tip.title}</h1>
          <Published dateTime={tip.createdAt}>{formatLongDate(tip.createdAt)}</Published>
        </Header>
        <Media>
          {video ? (
            <VideoPlayer src={video} poster={tip.content.coverImage} title={tip.title} />
          ) : image ? (
            <Picture src={image} alt="" width={960} height={540} decoding="async" />
          ) : null}
        </Media>
        <Body>
          <Lead>{tip.description}</Lead>
          {tip.content.sections.map((s, i) => (
            <section key={i}>
              {s.title && <h2>{s.title}</h2>}
              <Paragraphs text={s.content} />
            </section>
          ))}
          <Disclaimer>
            This tip is general advice, not a diagnosis. If you are unwell, <Link to="/find-doctor">book a doctor</Link>; in an
            emergency call 112 or go to the nearest hospital.
          </Disclaimer>
        </Body>
      </article>
    </Frame>
  );
}

function NotFound() {
  return (
    <Frame title="Health tip not found">
      <Missing>
        <LightbulbIcon size={40} />
        <h1>Health tip not found</h1>
        <p>This tip may have been removed, or the link may be mistyped.</p>
        <Button as={Link} to="/articles" variant="primary">
          Back to Health Tips
        </Button>
      </Missing>
    </Frame>
  );
}

function ArticleSkeleton() {
  return (
    <Frame title="Health Tip">
      <BackLink />
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading health tip...</VisuallyHidden>
        <Header aria-hidden="true">
          <Skeleton width="100px" height="1.25rem" radius="999px" />
          <Skeleton width="80%" height="2.25rem" />
          <Skeleton width="40%" height="1rem" />
        </Header>
        <Media>
          <Skeleton height="auto" radius="12px" className="media-skeleton" />
        </Media>
        <Body aria-hidden="true">
          <Skeleton height="1.1rem" />
          <Skeleton height="1.1rem" />
          <Skeleton width="60%" height="1.1rem" />
        </Body>
      </div>
    </Frame>
  );
}

const Wrap = styled(Container)`
  max-width: 800px;
  padding-top: ${({ theme }) => theme.space[4]};
`;

const Missing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.touch};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};

  h1 {
    font-size: clamp(1.75rem, 5vw, 2.5rem);
  }
`;

const Published = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Media = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};

  .media-skeleton {
    aspect-ratio: 16 / 9;
  }
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primaryMuted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 68ch;

  section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
  }

  h2 {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Lead = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Disclaimer = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
