import { useT, type MessageKey } from '../../../i18n';
import { usePageMeta } from '../../../components/use-page-meta';
import '../info.css';

/** Sample addresses and what each should show; profiles are server documents, so these are plain links. */
const SAMPLES: readonly { href: string; expected: MessageKey }[] = [
  { href: '/@demo', expected: 'atRoutes.demo' },
  { href: '/@DEMO', expected: 'atRoutes.upperCase' },
  { href: '/p/demo', expected: 'atRoutes.permanent' },
  { href: '/@no-such-user-here', expected: 'atRoutes.missing' },
  { href: '/profile-abc', expected: 'atRoutes.badId' },
];

/** `/at-routes-test`: a list of sample `/@username` links to try. */
export function AtRoutesTestPage() {
  const t = useT();
  usePageMeta(t('page.atRoutesTest'), t('atRoutes.description'));
  return (
    <div className="page page-narrow info-page">
      <h1>{t('page.atRoutesTest')}</h1>
      <p className="info-lead">{t('atRoutes.intro')}</p>
      <table className="info-table">
        <thead>
          <tr>
            <th scope="col">{t('atRoutes.address')}</th>
            <th scope="col">{t('atRoutes.expected')}</th>
          </tr>
        </thead>
        <tbody>
          {SAMPLES.map((sample) => (
            <tr key={sample.href}>
              <td>
                <a href={sample.href} dir="ltr">
                  {sample.href}
                </a>
              </td>
              <td>{t(sample.expected)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
