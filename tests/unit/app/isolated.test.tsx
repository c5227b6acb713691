import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isolateValues, withAddressesWrapped, WrappedAddress } from '../../../app/i18n/isolated';

const html = (text: string) => renderToStaticMarkup(<>{withAddressesWrapped(text)}</>);

describe('withAddressesWrapped', () => {
  it('lets a long email address break only after its "@" or a dot, never after a hyphen', () => {
    expect(html('dana.levi-cohen@haddad-dental.co.il')).toBe(
      '<bdi dir="ltr" class="wrapped-address">dana.<wbr/>levi<span class="hyphen-held">-c</span>ohen@<wbr/>haddad<span class="hyphen-held">-d</span>ental.<wbr/>co.<wbr/>il</bdi>',
    );
  });

  it('isolates an address inside a sentence and keeps its text as it is', () => {
    const written = html('ממתינה לאישור: new-audit@example.test.');
    expect(written).toMatch(/^ממתינה לאישור: <bdi dir="ltr" class="wrapped-address">new<span class="hyphen-held">-a<\/span>udit@<wbr\/>example.<wbr\/>test<\/bdi>.$/);
    expect(written.replace(/<[^>]+>/g, '')).toBe('ממתינה לאישור: new-audit@example.test.');
  });

  it('breaks a web address after a slash, "?" or "&" as before, not at its dots', () => {
    expect(html('https://kartis.app/unsubscribe?token=a-b&x=1')).toBe(
      '<bdi dir="ltr" class="wrapped-address">https://<wbr/>kartis.app/<wbr/>unsubscribe?<wbr/>token=a<span class="hyphen-held">-b</span>&amp;<wbr/>x=1</bdi>',
    );
  });
});

describe('isolateValues', () => {
  it('isolates a name and puts an address in as a wrapped address, left to right', () => {
    const written = renderToStaticMarkup(<>{isolateValues('הכרטיס "{name}" והכתובת {address} יימחקו', { name: 'דנה', address: <WrappedAddress address="/p/dana-levi" /> })}</>);
    expect(written).toBe(
      'הכרטיס &quot;<bdi>דנה</bdi>&quot; והכתובת <bdi dir="ltr" class="wrapped-address">/<wbr/>p/<wbr/>dana<span class="hyphen-held">-l</span>evi</bdi> יימחקו',
    );
  });

  it('keeps a phone number or a time typed with spaces, brackets or a dash left to right in a right-to-left text', () => {
    // A <bdi> of digits alone takes the direction around it: "+1 (212) 555-0100" read "0100-555 (212) 1+" in Hebrew.
    const written = renderToStaticMarkup(<>{isolateValues('טלפון: {summary}, {hours}', { summary: '+1 (212) 555-0100', hours: '9:00–17:00' })}</>);
    expect(written).toBe('טלפון: <bdi dir="ltr">+1 (212) 555-0100</bdi>, <bdi dir="ltr">9:00–17:00</bdi>');
  });

  it('leaves a value with letters, or with its own direction mark (a price in shekels), to find its direction', () => {
    const written = renderToStaticMarkup(<>{isolateValues('{name} · {price}', { name: 'סלון 7', price: '\u200f89 ₪' })}</>);
    expect(written).toBe('<bdi>סלון 7</bdi> · <bdi>\u200f89 ₪</bdi>');
  });
});
