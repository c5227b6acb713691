import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { EmailAddress } from '../../../components/EmailAddress';
import { useT } from '../../../i18n';
import { useIsolatedT } from '../../../i18n/isolated';
import { usePageMeta } from '../../../components/use-page-meta';
import { ContactForm } from './ContactForm';
import type { ContactSearch } from './contact-search';
import { emitAppEvent } from '../../../lib/events';
import '../info.css';
import { CONTACT_MAILBOX } from '../../../lib/site';

/** The company mailbox, also offered on the landing page. */

/** `/contact`: the contact form (with what its address wrote in it), a thank-you once it is sent, and other ways to reach the team. */
export function ContactPage({ written }: { written: ContactSearch }) {
  const t = useT();
  usePageMeta(t('page.contact'), t('contact.description'));
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <div className="page info-page contact-page">
      <header className="info-header">
        <h1>{t('page.contact')}</h1>
        <p className="info-lead">{t('contact.intro')}</p>
      </header>
      <div className="contact-layout">
        {sentTo === null ? (
          <ContactForm written={written} onSent={(_receipt, email) => setSentTo(email)} />
        ) : (
          <ContactThanks email={sentTo} onAnother={() => setSentTo(null)} />
        )}
        <aside className="info-callout" aria-labelledby="contact-other">
          <h2 id="contact-other">{t('contact.otherWays')}</h2>
          <p>
            {t('contact.mailText')}{' '}
            <a href={`mailto:${CONTACT_MAILBOX}`} dir="ltr">
              {CONTACT_MAILBOX}
            </a>
          </p>
          <p>{t('contact.helpText')}</p>
          <Link to="/help" className="tall-link">
            {t('contact.helpLink')}
          </Link>
          <p>
            <Button variant="secondary" onClick={() => emitAppEvent('show-support-chat', {})}>
              {t('support.openChat')}
            </Button>
          </p>
        </aside>
      </div>
    </div>
  );
}

/** The thanks that takes the sent form's place, naming the address the reply goes to. */
export function ContactThanks({ email, onAnother }: { email: string; onAnother: () => void }) {
  const t = useT();
  const isolated = useIsolatedT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Moving focus to the confirmation tells keyboard and screen-reader users the form is gone.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="contact-thanks" aria-labelledby="contact-thanks-title">
      <p className="contact-thanks-icon" aria-hidden="true">
        ✓
      </p>
      <h2 id="contact-thanks-title" ref={headingRef} tabIndex={-1}>
        {t('contact.thanksTitle')}
      </h2>
      {/* The address whole and left to right in a Hebrew or Arabic sentence, broken only after its "@" or a dot. */}
      <p>{isolated('contact.thanksText', { email: <EmailAddress email={email} /> })}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t('contact.another')}
      </Button>
    </section>
  );
}
