import { LEADS_PATH, leadsQueryString, type LeadFilter } from './get-leads';

const EXPORT_FILES = { csv: 'export.csv', vcard: 'export.vcf', google: 'export-google.csv' } as const;

/** A download of the leads under a filter (all pages): a CSV for spreadsheets, one vCard file, or Google Contacts' CSV. */
export const leadsExportHref = (filter: LeadFilter, format: keyof typeof EXPORT_FILES = 'csv') =>
  `${LEADS_PATH}/${EXPORT_FILES[format]}${leadsQueryString(filter, false)}`;

/** The vCard download of one lead. */
export const leadVCardHref = (id: number) => `${LEADS_PATH}/${id}/vcard`;

/** The download of the file a lead's visitor attached. */
export const leadFileHref = (id: number) => `${LEADS_PATH}/${id}/file`;
