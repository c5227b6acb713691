import { Fragment, isValidElement, useCallback, type ReactElement, type ReactNode } from 'react';
import { ltrRuns } from '../../shared/ltr-runs';
import { useT, type MessageKey } from './index';

/** A value put into a text: plain text to isolate, or an element already isolated (a `WrappedAddress`). */
export type TextValue = string | number | ReactElement;

/**
 * A text whose values (names, handles, addresses people typed) are each isolated in a <bdi>: `@dana.design` in a
 * Hebrew sentence keeps its @ in front, a name with quotes or an address keeps its order, and the sentence around
 * them keeps its own direction.
 */
export function isolateValues(template: string, params: Record<string, TextValue>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((part, index) => {
    if (index % 2 === 0) return part;
    if (!(part in params)) return `{${part}}`;
    const value = params[part]!;
    if (isValidElement(value)) return <Fragment key={index}>{value}</Fragment>;
    const text = String(value);
    // A <bdi> finds its direction in its letters; with none ("+1 (212) 555-0100", "9:00–17:00") it takes the text's
    // around it, which in Hebrew reorders the parts ("0100-555 (212) 1+"): such a value reads left to right.
    return hasDirection(text) ? <bdi key={index}>{text}</bdi> : <bdi key={index} dir="ltr">{text}</bdi>;
  });
}

/** Whether a text has a character with a direction of its own: a letter, or a direction mark (as a formatted price has). */
const hasDirection = (text: string) => /[\p{L}\u200e\u200f\u061c]/u.test(text);

/**
 * A text whose `examples` (between backticks: an address, a slug, Markdown) show as code, each left to right as it is
 * typed, whatever the direction of the sentence around it.
 */
export function withExamples(text: string): ReactNode[] {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} dir="ltr">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/**
 * Text with its addresses and numbers each left to right in a <bdi>, an address wrapping only where it reads whole on
 * two lines: a web address after a slash, "?" or "&", an email address after its "@" or a dot; never inside a word nor
 * after a hyphen (in a right-to-left line "rana@dana-" at one line's end and "design.co.il" at the next one's start
 * read as two words in the wrong order). An address that fits a line moves to the next one whole, rather than break
 * there; only a part too long for a line breaks elsewhere (overflow-wrap). The text is unchanged, to copy as it is.
 */
export function withAddressesWrapped(text: string): ReactNode[] {
  return ltrRuns(text).map((run, index) => (run.ltr ? <WrappedAddress key={index} address={run.text} /> : run.text));
}

/** One address (a card's `/p/demo`, a link) as `withAddressesWrapped` shows it, for a text's value (see isolateValues). */
export function WrappedAddress({ address }: { address: string }) {
  return (
    <bdi dir="ltr" className="wrapped-address">
      {addressWithBreaks(address)}
    </bdi>
  );
}

/** A hyphen held to the letter after it, or a character to break after: in a web address, in an email address. */
const LINK_BREAKS = /(-+[^-]|[/?&](?!\/))/u;
const EMAIL_BREAKS = /(-+[^-]|[@.])/u;

/** An address or a file name, held together at its hyphens and broken only where `withAddressesWrapped` breaks it. */
export function addressWithBreaks(address: string): ReactNode[] {
  const breaks = address.includes('@') && !address.includes('/') ? EMAIL_BREAKS : LINK_BREAKS;
  return address.split(breaks).map((part, index) => {
    if (index % 2 === 0) return part;
    if (part.startsWith('-')) {
      return (
        <span key={index} className="hyphen-held">
          {part}
        </span>
      );
    }
    return (
      <Fragment key={index}>
        {part}
        <wbr />
      </Fragment>
    );
  });
}

/** Keeps a left-to-right snippet ("4.4:1", an email address) whole inside right-to-left text that is a plain string (a toast's). */
export const isolatedLtr = (text: string) => `\u2066${text}\u2069`;

/** `useT` for texts shown on the page with user text inside: the values come back isolated (see isolateValues). */
export function useIsolatedT(): (key: MessageKey, params: Record<string, TextValue>) => ReactNode[] {
  const t = useT();
  return useCallback((key, params) => isolateValues(t(key), params), [t]);
}
