import { useEffect, useRef, type RefObject } from 'react';
import type { SupportMessage } from '../../../shared/contract/support';
import { isolateLtrRunsInHtml } from '../../../shared/ltr-runs';
import { formatDateTime, formatTime } from '../../lib/format';
import { useT } from '../../i18n';

/** A line of the log: a stored message, or one of the widget's own (welcome, automatic reply). */
export interface ChatLine {
  key: string;
  sender: 'user' | 'support';
  /** Safe HTML: the server's escaped or sanitised content. */
  html?: string;
  text?: string;
  createdAt?: string;
}

/** A stored message as a line of the log; a phone number or an address in it reads as typed in an Arabic line. */
export const lineOf = (message: SupportMessage): ChatLine => ({
  key: `m${message.id}`,
  sender: message.sender,
  html: isolateLtrRunsInHtml(message.content),
  createdAt: message.createdAt,
});

/** When a message was sent, in the interface language: the time today, the date with its time before. */
function sentAt(iso: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return today ? formatTime(date) : formatDateTime(date);
}

/** Scroll bars show while the log scrolls and hide 600 ms after it stops. */
function useScrollbarsWhileScrolling(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      element.dataset.scrolling = '';
      clearTimeout(timer);
      timer = setTimeout(() => delete element.dataset.scrolling, 600);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [ref]);
}

/** Whether the log shows its end, kept as the reader scrolls: it starts there. */
function useAtTheEnd(ref: RefObject<HTMLElement | null>): RefObject<boolean> {
  const atTheEnd = useRef(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      atTheEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 2;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref]);
  return atTheEnd;
}

/**
 * A conversation as a live log, oldest first, scrolled to the newest line whenever one arrives. `ownSide` is the
 * sender shown as "you" (the customer in the widget, support on the support page).
 */
export function ChatLog({ lines, ownSide, label }: { lines: ChatLine[]; ownSide: 'user' | 'support'; label: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useScrollbarsWhileScrolling(ref);
  const atTheEnd = useAtTheEnd(ref);
  // A new line scrolls the log down to it, and so do lines added above while the reader is at the end (the welcome,
  // which arrives after the conversation); other renders leave the reader where they are.
  const last = lines.at(-1)?.key;
  const shownLast = useRef<string | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element || (shownLast.current === last && !atTheEnd.current)) return;
    shownLast.current = last;
    element.scrollTop = element.scrollHeight;
  });

  return (
    // Keyboard users scroll the log with the arrow keys once it has the focus (WCAG 2.1.1).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} className="chat-log" role="log" aria-live="polite" aria-label={label} tabIndex={0}>
      <ol className="chat-lines">
        {lines.map((line) => {
          const own = line.sender === ownSide;
          return (
            <li key={line.key} className={`chat-line ${own ? 'chat-line--own' : 'chat-line--other'}`}>
              <span className="visually-hidden">
                {line.sender === 'support' ? t('support.fromSupport') : own ? t('support.fromYou') : t('support.fromCustomer')}:{' '}
              </span>
              {line.html !== undefined ? (
                <div className="chat-bubble" dir="auto" dangerouslySetInnerHTML={{ __html: line.html }} />
              ) : (
                <div className="chat-bubble" dir="auto">
                  {line.text}
                </div>
              )}
              {line.createdAt && (
                <time className="chat-time" dateTime={line.createdAt}>
                  {sentAt(line.createdAt)}
                </time>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
