/** The company mailbox behind the landing's custom-quote button and the contact page. */
export const CONTACT_MAILBOX = 'contact@kartis.app';
