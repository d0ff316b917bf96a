import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONSULT_FILE_MAX_BYTES, CONSULT_FILE_TYPES, CONSULT_MESSAGE_MAX } from '@musawo/shared/contracts';
import { Button, notify, TextArea } from '@musawo/shared/react';
import { useT } from '../../../i18n';
import { shrinkImage } from '../api/shrink-image';
import { useSendFile, useSendMessage } from '../api/use-room';
import { WrappingButton } from './wrapping-button';

/**
 * A text box labelled "Message", "Send", and a file of at most 5 MB (images and PDFs). A picked photo is made
 * ~1,600 px in the browser first (issue 50), then shown with Send and Cancel before anything is sent.
 */
export function Composer({ appointmentId }: { appointmentId: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const send = useSendMessage(appointmentId);
  const sendFile = useSendFile(appointmentId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '' || send.isPending) return;
    send.mutate(trimmed, { onSuccess: () => setText('') });
  };

  const pick = async (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (chosen === undefined) return;
    if (!(CONSULT_FILE_TYPES as readonly string[]).includes(chosen.type)) {
      notify.error(t.t('toast.fileNotSent'), t.t('composer.fileType'));
      return;
    }
    setPreparing(true);
    let file = chosen;
    try {
      file = await shrinkImage(chosen);
    } catch {
      // Not decodable here: the file goes as it is, and the server checks it.
    } finally {
      setPreparing(false);
    }
    if (file.size > CONSULT_FILE_MAX_BYTES) {
      notify.error(t.t('toast.fileNotSent'), t.t('composer.fileSize'));
      return;
    }
    setPicked(file);
  };

  return (
    <Form onSubmit={submit}>
      <TextArea
        label={t.t('composer.message')}
        value={text}
        maxLength={CONSULT_MESSAGE_MAX}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
        }}
        hint={text.length > CONSULT_MESSAGE_MAX - 200 ? t.t('composer.left', { count: CONSULT_MESSAGE_MAX - text.length }) : undefined}
      />
      <Row>
        <Button type="submit" loading={send.isPending} loadingLabel={t.t('composer.sending')} disabled={text.trim() === ''}>
          {t.t('composer.send')}
        </Button>
        <WrappingButton type="button" variant="outline" loading={preparing} loadingLabel={t.t('composer.preparing')} disabled={picked !== null || sendFile.isPending} onClick={() => fileInput.current?.click()}>
          {t.t('composer.attach')}
        </WrappingButton>
        {/* Opened by the button above; hidden from the page and its readers. */}
        <input ref={fileInput} type="file" hidden accept={CONSULT_FILE_TYPES.join(',')} onChange={(e) => void pick(e.target.files?.[0])} />
      </Row>
      {picked !== null && (
        <FilePreview
          file={picked}
          sending={sendFile.isPending}
          onCancel={() => setPicked(null)}
          onSend={() => sendFile.mutate(picked, { onSuccess: () => setPicked(null) })}
        />
      )}
    </Form>
  );
}

/** The picked file before it goes: a photo's thumbnail, or a document's name and size, with Send and Cancel. */
function FilePreview({ file, sending, onSend, onCancel }: { file: File; sending: boolean; onSend: () => void; onCancel: () => void }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const isImage = file.type.startsWith('image/');
  useEffect(() => {
    if (!isImage || typeof URL.createObjectURL !== 'function') return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file, isImage]);
  return (
    <Preview role="group" aria-label={t.t('composer.preview')}>
      {url !== null && <Thumb src={url} alt={t.t('composer.previewImage', { name: file.name })} />}
      <Summary>{t.t('composer.fileSummary', { name: file.name, kb: Math.max(1, Math.round(file.size / 1024)) })}</Summary>
      <Row>
        <Button type="button" size="sm" loading={sending} loadingLabel={t.t('composer.sendingFile')} onClick={onSend}>
          {t.t('composer.sendFile')}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={sending} onClick={onCancel}>
          {t.t('composer.cancelFile')}
        </Button>
      </Row>
    </Preview>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const Preview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Thumb = styled.img`
  display: block;
  max-width: 160px;
  max-height: 160px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
const Summary = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
