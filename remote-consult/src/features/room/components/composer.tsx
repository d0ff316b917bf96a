import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONSULT_FILE_MAX_BYTES, CONSULT_FILE_TYPES, CONSULT_MESSAGE_MAX } from '@musawo/shared/contracts';
import { Button, notify, TextArea } from '@musawo/shared/react';
import { useSendFile, useSendMessage } from '../api/use-room';

/** A text box labelled "Message", "Send", and a file of at most 5 MB (images and PDFs). */
export function Composer({ appointmentId }: { appointmentId: string }) {
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
      notify.error('File not sent', 'Only images (PNG, JPEG, WebP, GIF) and PDF files can be sent.');
      return;
    }
    if (file.size > CONSULT_FILE_MAX_BYTES) {
      notify.error('File not sent', 'Files can be at most 5 MB.');
      return;
    }
    sendFile.mutate(file);
  };

  return (
    <Form onSubmit={submit}>
      <TextArea
        label="Message"
        value={text}
        maxLength={CONSULT_MESSAGE_MAX}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
        }}
        hint={text.length > CONSULT_MESSAGE_MAX - 200 ? `${CONSULT_MESSAGE_MAX - text.length} characters left` : undefined}
      />
      <Row>
        <Button type="submit" loading={send.isPending} loadingLabel="Sending..." disabled={text.trim() === ''}>
          Send
        </Button>
        <Button type="button" variant="outline" loading={sendFile.isPending} loadingLabel="Sending file..." onClick={() => fileInput.current?.click()}>
          Attach an image or PDF
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
