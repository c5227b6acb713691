import { describe, expect, it } from 'vitest';
import { digestMail } from '../../api/lead-upkeep/digest';

const OWNER = { email: 'gal@example.test', display_name: 'גל', username: 'gal', locale: 'he' as const };

describe('the morning digest', () => {
  it('keeps a lead’s phone, address and name each in its own direction in a Hebrew line, so "+972 52-123-4567" reads as dialled', () => {
    const mail = digestMail(OWNER, { reminders: [{ name: 'Dana Levi 2', card_name: 'גל לוי', phone: '+972 52-123-4567', email: 'dana@example.test' }], newLeads: [] }, 'https://kartis.app');
    expect(mail.text).toContain('• \u2068Dana Levi 2\u2069 (דרך "\u2068גל לוי\u2069") \u2068+972 52-123-4567\u2069 · \u2068dana@example.test\u2069');
    expect(mail.html).toContain('\u2068+972 52-123-4567\u2069');
  });

  it('links only the product’s own pages: an address a visitor typed as their name stays text', () => {
    const mail = digestMail(OWNER, { reminders: [], newLeads: [{ name: 'https://login.example/kartis', card_name: 'גל לוי', phone: '', email: '' }] }, 'https://kartis.app');
    expect(mail.html).not.toContain('href="https://login.example');
    expect(mail.html).toContain('https://login.example/kartis');
    expect(mail.html).toContain('<a href="https://kartis.app/leads">https://kartis.app/leads</a>');
    expect(mail.html).toContain('<a href="https://kartis.app/account">https://kartis.app/account</a>');
  });
});
