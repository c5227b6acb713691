/** App pages a legal text may link to. */
export type LegalInternalPath = '/account' | '/contact' | '/help' | '/privacy' | '/terms' | '/refund' | '/accessibility';

/** A link under a section: an app page or a mail/web address. */
export type LegalLink = { label: string; to: LegalInternalPath } | { label: string; href: string };

/** One numbered part of a legal text. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  closing?: string[];
  links?: LegalLink[];
}

/** A legal page's text in one language. */
export interface LegalDocument {
  title: string;
  description: string;
  /** ISO date of the last change, shown in the long form of the interface language. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}
