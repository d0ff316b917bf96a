import { useRef } from 'react';
import styled from 'styled-components';
import { ARTICLES } from '@musawo/shared/contracts';
import { Alert, Button, EmptyState, Page, useErrorText, VisuallyHidden } from '@musawo/shared/react';
import { useHealthTips } from '../api/health-tips';
import { useLoadMore } from '../hooks/use-load-more';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import { LightbulbIcon } from '../../../shared-ui/icons';
import { articleTexts, useT } from '../i18n';
import { useT as useContentT } from '../../../i18n';

export function ArticlesPage() {
  return (
    <articleTexts.IntlProvider>
      <ArticlesContent />
    </articleTexts.IntlProvider>
  );
}

function ArticlesContent() {
  const t = useT();
  return (
    <Page title={t.t('articles.title')} description={t.t('articles.description')} lead={t.t('articles.lead')}>
      <TipsGrid />
    </Page>
  );
}

function TipsGrid() {
  const tips = useHealthTips();
  const t = useT();
  const common = useContentT();
  const errorText = useErrorText();
  const listRef = useRef<HTMLUListElement>(null);
  const all = tips.data ?? [];
  const { visible, hasMore, loadMore } = useLoadMore(all.length, ARTICLES.shownAtFirst, ARTICLES.loadMoreStep, listRef);

  if (tips.isPending) {
    return (
      <Wrap aria-busy="true">
        <VisuallyHidden role="status">{t.t('articles.loading')}</VisuallyHidden>
        <List as="div">
          {Array.from({ length: ARTICLES.shownAtFirst }, (_, i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </List>
      </Wrap>
    );
  }

  if (tips.isError) {
    return (
      <Wrap>
        <Alert
          tone="danger"
          role="alert"
          title={t.t('articles.error')}
          action={
            <Button variant="outline" size="sm" onClick={() => void tips.refetch()} loading={tips.isFetching} loadingLabel={common.t('common.retrying')}>
              {common.t('common.retry')}
            </Button>
          }
        >
          {errorText(tips.error, common.t('common.checkConnection'))}
        </Alert>
      </Wrap>
    );
  }

  if (all.length === 0) {
    return (
      <EmptyState
        icon={<LightbulbIcon size={32} />}
        title={t.t('articles.none')}
        description={t.t('articles.noneText')}
      />
    );
  }

  return (
    <Wrap>
      <List ref={listRef}>
        {all.slice(0, visible).map((tip, i) => (
          <li key={tip.id}>
            <ArticleCard tip={tip} eager={i === 0} />
          </li>
        ))}
      </List>
      <Footer>
        <Count role="status">
          {t.t('articles.showing', { visible, total: all.length })}
        </Count>
        {hasMore && (
          <Button variant="outline" onClick={loadMore}>
            {t.t('articles.more')}
          </Button>
        )}
      </Footer>
    </Wrap>
  );
}

const Wrap = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
