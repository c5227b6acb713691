import { mailtoHref, telHref } from '../../../shared/card/links';
import { EmailAddress } from '../../components/EmailAddress';

/** A lead's phone and address as links that call and write, whichever the visitor left. */
export function LeadContact({ phone, email }: { phone: string; email: string }) {
  return (
    <>
      {phone && (
        <a href={telHref(phone)} dir="ltr" className="lead-phone">
          {phone}
        </a>
      )}
      {email && (
        <a href={mailtoHref(email)} dir="ltr">
          <EmailAddress email={email} />
        </a>
      )}
    </>
  );
}
