import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONSULT_FILE_MAX_BYTES, CONSULT_FILE_TYPES, CONSULT_MESSAGE_MAX } from '@musawo/shared/contracts';
import { Button, notify, TextArea } from '@musawo/shared/react';
import { useT } from '../../../i18n';
import { useSendFile, useSendMessage } from '../api/use-room';

/** A text box labelled "Message", "Send", and a file of at most 5 MB (images and PDFs). */
export function Composer({ appointmentId }: { appointmentId: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const send = useSendMessage(appointmentId);
  const sendFile = useSendFile(appointmentId);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '' || send.isPending) return;
    send.mutate(trimmed, { onSuccess: () => setText('') });
  };

  const pick = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (file === undefined) return;
    if (!(CONSULT_FILE_TYPES as readonly string[]).includes(file.type)) {
      notify.error(t.t('toast.fileNotSent'), t.t('composer.fileType'));
      return;
    }
    if (file.size > CONSULT_FILE_MAX_BYTES) {
      notify.error(t.t('toast.fileNotSent'), t.t('composer.fileSize'));
      return;
    }
    sendFile.mutate(file);
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
        <Button type="button" variant="outline" loading={sendFile.isPending} loadingLabel={t.t('composer.sendingFile')} onClick={() => fileInput.current?.click()}>
          {t.t('composer.attach')}
        </Button>
        {/* Opened by the button above; hidden from the page and its readers. */}
        <input ref={fileInput} type="file" hidden accept={CONSULT_FILE_TYPES.join(',')} onChange={(e) => pick(e.target.files?.[0])} />
      </Row>
    </Form>
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
