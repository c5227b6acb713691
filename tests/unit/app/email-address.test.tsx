import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from '../../../app/components/EmailAddress';

describe('EmailAddress', () => {
  it('lets a narrow screen break a long address only after its "@" and its dots, holding each hyphen to the letter after it', () => {
    expect(renderToStaticMarkup(<EmailAddress email="yael.cohen-levinson@haddad-dental.co.il" />)).toBe(
      '<bdi dir="ltr" class="email-address wrapped-address">yael.<wbr/>cohen<span class="hyphen-held">-l</span>evinson@<wbr/>haddad<span class="hyphen-held">-d</span>ental.<wbr/>co.<wbr/>il</bdi>',
    );
  });

  it('keeps the address as it is for copying and reading aloud', () => {
    const html = renderToStaticMarkup(<EmailAddress email="dana@studio.co.il" />);
    expect(html.replace(/<[^>]+>/g, '')).toBe('dana@studio.co.il');
  });

  it('writes a short or odd address whole, escaped', () => {
    expect(renderToStaticMarkup(<EmailAddress email="a<b>@x" />)).toBe('<bdi dir="ltr" class="email-address wrapped-address">a&lt;b&gt;@<wbr/>x</bdi>');
  });
});
