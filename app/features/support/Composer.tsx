import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { SUPPORT_LIMITS } from '../../../shared/contract/support-texts';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { useMediaQuery } from '../../lib/use-media-query';

/** A device with a keyboard and a fine pointer (a computer; a tablet with a keyboard): where Enter and Shift+Enter mean something. */
const HAS_KEYBOARD_AND_POINTER = '(any-pointer: fine)';

/**
 * The message box of a conversation: Enter sends, Shift+Enter starts a new line (the `hint` that says so shows only
 * where there is a keyboard: a phone's on-screen one has no Shift+Enter to speak of); an empty or blank message is
 * never sent. `send` resolves true when the message went out, which clears the box.
 */
export function Composer({
  label,
  hint,
  sendLabel,
  pending,
  send,
  inputRef,
  draft,
}: {
  label: string;
  hint?: string;
  sendLabel: string;
  pending: boolean;
  send: (content: string) => Promise<boolean>;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** A message drafted by the page, put in the box for the owner to read, change and send. */
  draft?: { content: string } | null;
}) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLTextAreaElement | null>(null);
  const [content, setContent] = useState(draft?.content ?? '');
  const [sent, setSent] = useState(false);
  const blank = content.trim() === '';
  const shownHint = useMediaQuery(HAS_KEYBOARD_AND_POINTER) ? hint : undefined;
  // A box that leaves while it holds the focus (the conversation turned out closed once it loaded) hands the focus to
  // the chat around it, so a keyboard stays in the chat and Escape still closes it; else the focus would drop to the page.
  useLayoutEffect(
    () => () => {
      const element = box.current;
      if (element && document.activeElement === element) element.closest<HTMLElement>('[role="dialog"]')?.focus();
    },
    [],
  );
  // A new draft fills the box once, as it arrives (React's "adjusting state when a prop changes").
  const [filledFrom, setFilledFrom] = useState(draft);
  if (draft !== filledFrom) {
    setFilledFrom(draft);
    if (draft) setContent(draft.content);
  }

  const submit = async () => {
    if (blank || pending) return;
    setSent(false);
    if (await send(content.trim())) {
      // The emptied box turns the send button off, which would drop the focus it holds: it goes on to the box instead,
      // where the next message is written.
      if (box.current && document.activeElement !== box.current && box.current.form?.contains(document.activeElement)) box.current.focus();
      setContent('');
      setSent(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={(element) => {
          box.current = element;
          if (inputRef) inputRef.current = element;
        }}
        id={id}
        rows={2}
        value={content}
        maxLength={SUPPORT_LIMITS.content}
        placeholder={label}
        aria-describedby={shownHint ? `${id}-hint` : undefined}
        onChange={(event) => {
          setContent(event.currentTarget.value);
          setSent(false);
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" busy={pending} disabled={blank}>
        {pending ? t('support.sending') : sendLabel}
      </Button>
      {shownHint && (
        <p id={`${id}-hint`} className="chat-hint">
          {shownHint}
        </p>
      )}
      <p className="chat-status" role="status">
        {sent ? t('support.sent') : ''}
      </p>
    </form>
  );
}
