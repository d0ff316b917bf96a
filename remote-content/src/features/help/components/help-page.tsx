import { useMemo, useRef, useState } from 'react';
import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import { Button, Card, Input, Page, SearchIcon } from '@musawo/shared/react';
import { Accordion, type AccordionItem } from '../../../shared-ui/accordion';
import { MailIcon, MessageIcon, PhoneIcon } from '../../../shared-ui/icons';
import { Section } from '../../../shared-ui/prose';
import { useFaqSearch } from '../hooks/use-faq-search';
import { faqIn, TOPICS, type FaqItem } from './faq-content';
import { helpTexts, useT } from '../i18n';

function toAccordionItem(item: FaqItem): AccordionItem {
  return {
    id: item.id,
    title: item.question,
    content: (
      <>
        {item.answer.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {item.steps && (
          <ol>
            {item.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        )}
        {item.link && (
          <p>
            <Link to={item.link.to}>{item.link.label}</Link>
          </p>
        )}
      </>
    ),
  };
}

export function HelpPage() {
  return (
    <helpTexts.IntlProvider>
      <HelpContent />
    </helpTexts.IntlProvider>
  );
}

function HelpContent() {
  const t = useT();
  const faq = useMemo(() => faqIn(t), [t]);
  const countOf = (topic: FaqItem['topic']) => faq.filter((f) => f.topic === topic).length;
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<Set<string>>(new Set());
  const matches = useFaqSearch(faq, query);
  const searching = query.trim() !== '';

  const searchBox = useRef<HTMLInputElement>(null);

  const search = (next: string) => {
    setQuery(next);
    // While searching, answers are shown open: a match may be in the answer, not the question.
    setOpenIds(next.trim() ? new Set(faq.map((f) => f.id)) : new Set());
  };

  const status = !searching
    ? ''
    : matches.length === 0
      ? t.t('help.noMatch', { query: query.trim() })
      : t.t('help.matches', { count: matches.length, query: query.trim() });

  return (
    <Page title={t.t('help.title')} description={t.t('help.description')} lead={t.t('help.lead')}>
      <Search role="search" onSubmit={(e) => e.preventDefault()}>
        <SearchIconWrap>
          <SearchIcon size={20} />
        </SearchIconWrap>
        <Input
          label={t.t('help.search')}
          hideLabel
          type="search"
          placeholder={t.t('help.searchHint')}
          value={query}
          ref={searchBox}
          onChange={(e) => search(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </Search>
      <Status role="status">{status}</Status>

      {!searching && (
        <Section aria-labelledby="topics-title">
          <h2 id="topics-title">{t.t('help.topics')}</h2>
          <Topics>
            {TOPICS.map((topic) => (
              <li key={topic}>
                <TopicCard $padding={4} $interactive>
                  <h3>
                    <a href={`#faq-${topic}`}>{t.t(`topic.${topic}`)}</a>
                  </h3>
                  <p>{t.t(`topic.${topic}Text`)}</p>
                  <small>{t.t('help.topicCount', { count: countOf(topic) })}</small>
                </TopicCard>
              </li>
            ))}
          </Topics>
        </Section>
      )}

      <Section aria-labelledby="faq-title">
        <h2 id="faq-title">{t.t(searching ? 'help.results' : 'help.faq')}</h2>
        {matches.length === 0 ? (
          <Empty>
            <p>{t.t('help.tryOther')}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                search('');
                searchBox.current?.focus();
              }}
            >
              {t.t('help.clear')}
            </Button>
          </Empty>
        ) : searching ? (
          <Accordion items={matches.map(toAccordionItem)} headingLevel={3} openIds={openIds} onOpenChange={setOpenIds} />
        ) : (
          TOPICS.map((topic) => (
            <Group key={topic}>
              <h3 id={`faq-${topic}`} tabIndex={-1}>
                {t.t(`topic.${topic}`)}
              </h3>
              <Accordion
                items={faq.filter((f) => f.topic === topic).map(toAccordionItem)}
                headingLevel={4}
                openIds={openIds}
                onOpenChange={setOpenIds}
              />
            </Group>
          ))
        )}
      </Section>

      <Section aria-labelledby="contact-title">
        <h2 id="contact-title">{t.t('help.still')}</h2>
        <ContactLinks>
          <li>
            <Card $padding={4}>
              <PhoneIcon />
              <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{t.t('help.call', { phone: SUPPORT_PHONE })}</a>
            </Card>
          </li>
          <li>
            <Card $padding={4}>
              <MailIcon />
              <a href={`mailto:${SUPPORT_EMAIL}`}>{t.t('help.email', { email: SUPPORT_EMAIL })}</a>
            </Card>
          </li>
          <li>
            <Card $padding={4}>
              <MessageIcon />
              <Link to="/contact">{t.t('help.message')}</Link>
            </Card>
          </li>
        </ContactLinks>
      </Section>
    </Page>
  );
}

const Search = styled.form`
  position: relative;
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space[6]};

  input {
    padding-left: 44px;
    min-height: 48px;
  }
`;

const SearchIconWrap = styled.span`
  position: absolute;
  left: 14px;
  bottom: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const Status = styled.p`
  min-height: 1.5em;
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Topics = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopicCard = styled(Card)`
  position: relative;
  height: 100%;
  gap: ${({ theme }) => theme.space[1]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  a {
    text-decoration: none;

    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }

    &:hover {
      text-decoration: underline;
    }
  }

  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  a:focus-visible {
    outline: none;
  }

  p,
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Group = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space[6]};
  }

  > h3 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    scroll-margin-top: 80px;
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const ContactLinks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  li > div {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    height: 100%;
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;
