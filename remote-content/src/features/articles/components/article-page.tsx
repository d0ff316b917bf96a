import type { ReactNode } from 'react';
import { Link, useParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatLongDate, type HealthTip } from '@musawo/shared/contracts';
import { Alert, Badge, Button, ChevronLeftIcon, Container, Skeleton, useDocumentMeta, useErrorText, VisuallyHidden } from '@musawo/shared/react';
import { isNotFound, useHealthTip } from '../api/health-tips';
import { VideoPlayer } from './video-player';
import { LightbulbIcon } from '../../../shared-ui/icons';
import { articleTexts, useT } from '../i18n';
import { useT as useContentT } from '../../../i18n';

export function ArticlePage() {
  return (
    <articleTexts.IntlProvider>
      <ArticleContent />
    </articleTexts.IntlProvider>
  );
}

function ArticleContent() {
  const { id = '' } = useParams();
  const tip = useHealthTip(id);
  const t = useT();
  const common = useContentT();
  const errorText = useErrorText();

  if (tip.data) return <Article tip={tip.data} />;
  if (tip.isError && isNotFound(tip.error)) return <NotFound />;
  if (tip.isError) {
    return (
      <Frame title={t.t('article.errorTitle')}>
        <BackLink />
        <Alert
          tone="danger"
          role="alert"
          title={t.t('article.error')}
          action={
            <Button variant="outline" size="sm" onClick={() => void tip.refetch()} loading={tip.isFetching} loadingLabel={common.t('common.retrying')}>
              {common.t('common.retry')}
            </Button>
          }
        >
          {errorText(tip.error, common.t('common.checkConnection'))}
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
  const t = useT();
  return (
    <Back to="/articles">
      <ChevronLeftIcon size={18} />
      {t.t('articles.title')}
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
  const t = useT();
  return (
    <Frame title={tip.title} description={tip.description}>
      <BackLink />
      <article aria-labelledby="article-title">
        <Header>
          <Badge tone="primary">{tip.category}</Badge>
          <h1 id="article-title">{tip.title}</h1>
          <Published dateTime={tip.createdAt}>{formatLongDate(tip.createdAt, t.lang)}</Published>
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
            {t.rich('article.disclaimer', {
              book: (text: ReactNode[]) => (
                <Link key="book" to="/find-doctor">
                  {text}
                </Link>
              ),
            })}
          </Disclaimer>
        </Body>
      </article>
    </Frame>
  );
}

function NotFound() {
  const t = useT();
  return (
    <Frame title={t.t('article.notFound')}>
      <Missing>
        <LightbulbIcon size={40} />
        <h1>{t.t('article.notFound')}</h1>
        <p>{t.t('article.notFoundText')}</p>
        <Button as={Link} to="/articles" variant="primary">
          {t.t('article.backToTips')}
        </Button>
      </Missing>
    </Frame>
  );
}

function ArticleSkeleton() {
  const t = useT();
  return (
    <Frame title={t.t('article.title')}>
      <BackLink />
      <div aria-busy="true">
        <VisuallyHidden role="status">{t.t('article.loading')}</VisuallyHidden>
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
