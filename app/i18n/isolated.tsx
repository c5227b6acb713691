import { useCallback, type ReactNode } from 'react';
import { useT, type MessageKey } from './index';

/**
 * A text whose values (names, handles, addresses people typed) are each isolated in a <bdi>: `@dana.design` in a
 * Hebrew sentence keeps its @ in front, a name with quotes or an address keeps its order, and the sentence around
 * them keeps its own direction.
 */
export function isolateValues(template: string, params: Record<string, string | number>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((part, index) => {
    if (index % 2 === 0) return part;
    return part in params ? <bdi key={index}>{String(params[part])}</bdi> : `{${part}}`;
  });
}

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
 * Text with each hyphen held to the letter after it, so that no line breaks there: in a right-to-left line an address
 * broken after "dana-" ("rana@dana-", then "design.co.il" on the next line) reads as two words in the wrong order.
 * A word too long for the line still breaks elsewhere (overflow-wrap), and the text is unchanged, to copy as it is.
 */
export function withHyphensHeld(text: string): ReactNode[] {
  return text.split(/(-+[^-])/u).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="hyphen-held">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** Keeps a left-to-right snippet ("4.4:1", an email address) whole inside right-to-left text that is a plain string (a toast's). */
export const isolatedLtr = (text: string) => `\u2066${text}\u2069`;

/** `useT` for texts shown on the page with user text inside: the values come back isolated (see isolateValues). */
export function useIsolatedT(): (key: MessageKey, params: Record<string, string | number>) => ReactNode[] {
  const t = useT();
  return useCallback((key, params) => isolateValues(t(key), params), [t]);
}
