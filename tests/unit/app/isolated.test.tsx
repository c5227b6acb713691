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
});
