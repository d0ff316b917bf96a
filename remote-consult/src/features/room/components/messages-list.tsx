import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatTime, type ConsultMessage, type PartyRole } from '@musawo/shared/contracts';
import type { Translator } from '@musawo/shared/react';
import { isConsultText, useT, type ConsultText } from '../../../i18n';
import { useFetchFile } from '../api/use-room';

/** The room's history: each message with its sender and time; text is shown as text, never as HTML. */
export function MessagesList({ messages, role, appointmentId }: { messages: ConsultMessage[]; role: PartyRole; appointmentId: string }) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  // The thread opens at its newest message and follows new ones, unless the reader scrolled up to read older ones.
  // Images arrive after the text around them: each one that loads scrolls down again (issue 50: a thread with an
  // image opened mid-way). Only the list scrolls, never the page around it.
  const atEnd = useRef(true);
  const toEnd = () => {
    const el = list.current;
    if (el !== null && atEnd.current) el.scrollTop = el.scrollHeight;
  };
  useEffect(() => {
    atEnd.current = true;
    toEnd();
  }, [messages.length]);
  if (messages.length === 0) return <Empty>{t.t('messages.empty', { role })}</Empty>;
  return (
    <List
      ref={list}
      aria-label={t.t('room.messages')}
      onScroll={(e) => {
        const el = e.currentTarget;
        atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
      }}
    >
      {messages.map((m) =>
        m.kind === 'event' ? (
          <Event key={m.id}>
            {eventText(t, m)} · <time dateTime={m.createdAt}>{formatTime(m.createdAt)}</time>
          </Event>
        ) : (
          <Bubble key={m.id} $mine={m.sender === role} data-testid="message">
            <Meta>
              <strong>{m.sender === role ? t.t('messages.you') : m.senderName}</strong> · <time dateTime={m.createdAt}>{formatTime(m.createdAt)}</time>
            </Meta>
            {m.kind === 'file' && m.attachment ? <Attachment appointmentId={appointmentId} file={m.attachment} onLoad={toEnd} /> : <Text>{m.text}</Text>}
          </Bubble>
        ),
      )}
    </List>
  );
}

/** A room event in the page's language (the server names it, `call-started`); one this page does not know, as sent. */
function eventText(t: Translator<ConsultText>, m: ConsultMessage): string {
  const id = `event.${m.event ?? ''}`;
  return isConsultText(id) ? t.t(id) : m.text;
}

function Attachment({ appointmentId, file, onLoad }: { appointmentId: string; file: NonNullable<ConsultMessage['attachment']>; onLoad: () => void }) {
  const t = useT();
  const fetchFile = useFetchFile(appointmentId);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const isImage = file.contentType.startsWith('image/');
  useEffect(() => {
    if (!isImage) return undefined;
    let revoke: string | null = null;
    let live = true;
    fetchFile(file.id)
      .then((blob) => {
        if (!live) return;
        revoke = URL.createObjectURL(blob);
        setUrl(revoke);
      })
      .catch(() => setFailed(true));
    return () => {
      live = false;
      if (revoke !== null) URL.revokeObjectURL(revoke);
    };
    // The file never changes: fetched once per message shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file.id, isImage]);

  const open = async () => {
    try {
      const blob = await fetchFile(file.id);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div>
      {isImage && url !== null && <Image src={url} alt={file.name} onLoad={onLoad} />}
      <FileButton type="button" onClick={() => void open()}>
        {t.t('file.link', { kind: isImage ? 'image' : 'file', name: file.name, kb: Math.max(1, Math.round(file.size / 1024)) })}
      </FileButton>
      {failed && <Text role="alert">{t.t('file.openFailed')}</Text>}
    </div>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 55vh;
  overflow-y: auto;
`;
const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $mine, theme }) => ($mine ? theme.colors.primarySubtle : theme.colors.neutralSubtle)};
`;
const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Event = styled.li`
  align-self: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Image = styled.img`
  display: block;
  max-width: 240px;
  max-height: 240px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
const FileButton = styled.button`
  background: none;
  border: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;
