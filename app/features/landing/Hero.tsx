import { Button } from '../../components/Button';
import { useAuthActions } from '../auth';
import { useAtomValue } from 'jotai';
import { languageAtom, useT } from '../../i18n';
import { formatPercent } from '../../lib/format';

/** The customers' satisfaction the landing page claims (the specification's 98%). */
const SATISFACTION = 0.98;

/** The landing hero: product name, pitch, sign-up and demo login. */
export function Hero() {
  const t = useT();
  const { openModal, demoLogin } = useAuthActions();
  const language = useAtomValue(languageAtom);
  return (
    <section className="hero" aria-labelledby="hero-title">
      {/* The name in the interface language, then in the other one: "כרטיס Kartis" or "Kartis כרטיס". */}
      <p className="hero-brand">
        {t('app.name')} {language === 'he' ? <span lang="en">Kartis</span> : <span lang="he">כרטיס</span>}
      </p>
      <h1 id="hero-title">{t('landing.heroTitle')}</h1>
      <p className="hero-pitch">{t('landing.heroPitch')}</p>
      <div className="button-row hero-actions">
        <Button onClick={() => openModal('register')}>{t('landing.register')}</Button>
        <Button variant="secondary" onClick={() => void demoLogin()}>
          {t('landing.demo')}
        </Button>
      </div>
      <ul className="hero-stats" aria-label={t('landing.statsLabel')}>
        <li>{t('landing.statBusinesses')}</li>
        <li>{t('landing.statSatisfaction', { percent: formatPercent(SATISFACTION) })}</li>
        <li>{t('landing.statSupport')}</li>
        <li>{t('landing.statTemplates')}</li>
      </ul>
    </section>
  );
}
