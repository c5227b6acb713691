import { Fragment } from 'react';

/**
 * Where a long address may break: after its "@" and before each dot of its domain or name. A narrow screen then
 * writes "dana.levi@" over "studio-gal.co.il" where it would otherwise cut a word anywhere; the text is unchanged,
 * so copying it or reading it aloud gives the address as it is.
 */
export function emailBreaks(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/);
}

/** An email address, left to right in any page, broken only at its natural places when it cannot fit. */
export function EmailAddress({ email }: { email: string }) {
  return (
    <bdi dir="ltr" className="email-address">
      {emailBreaks(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
