import { addressWithBreaks } from '../i18n/isolated';

/**
 * An email address, left to right in any page. A box of its own, as the account's address (`withAddressesWrapped`):
 * where it fits a line it goes to the next one whole; a longer one breaks only after its "@" or a dot, never before a
 * dot (a line starting ".co.il") nor at a hyphen ("dana-" at one line's end read as a word of its own). The text is
 * unchanged, so copying it or reading it aloud gives the address as it is.
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <bdi dir="ltr" className="email-address wrapped-address">
      {addressWithBreaks(email)}
    </bdi>
  );
}
