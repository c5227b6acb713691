import { Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactThanks } from '../../../app/features/info/contact/ContactPage';
import { loadFeatureMessages } from '../../../app/i18n';
import { appStore } from '../../../app/lib/store';

beforeAll(() => loadFeatureMessages('he'));

describe('the contact page’s thanks', () => {
  it('shows the address the reply goes to whole and left to right inside the Hebrew sentence, breaking only after its "@" or a dot', () => {
    const html = renderToStaticMarkup(
      <Provider store={appStore}>
        <ContactThanks email="ronit-cohen@example.co.il" onAnother={() => {}} />
      </Provider>,
    );
    expect(html).toContain(
      'נחזור אליך לכתובת <bdi dir="ltr" class="email-address wrapped-address">ronit<span class="hyphen-held">-c</span>ohen@<wbr/>example.<wbr/>co.<wbr/>il</bdi> בהקדם, בדרך כלל תוך יום עסקים.',
    );
  });
});
