import { Link } from '@tanstack/react-router';
import { useT, type MessageKey } from '../../i18n';
import { MAX_TESTIMONIALS, TESTIMONIALS, truncateTestimonial } from './testimonials';

const FEATURES: readonly [MessageKey, MessageKey][] = [
  ['landing.feature1Title', 'landing.feature1Text'],
  ['landing.feature2Title', 'landing.feature2Text'],
  ['landing.feature3Title', 'landing.feature3Text'],
  ['landing.feature4Title', 'landing.feature4Text'],
  ['landing.feature5Title', 'landing.feature5Text'],
  ['landing.feature6Title', 'landing.feature6Text'],
  ['landing.feature7Title', 'landing.feature7Text'],
  ['landing.feature8Title', 'landing.feature8Text'],
];

/** #physical-cards: the NFC card offer and its shipping time. */
export function PhysicalCardsSection() {
  const t = useT();
  return (
    <section id="physical-cards" className="landing-section" aria-labelledby="physical-cards-title">
      <h2 id="physical-cards-title">{t('landing.physicalTitle')}</h2>
      <p>{t('landing.physicalText')}</p>
      <p>{t('landing.physicalShipping')}</p>
    </section>
  );
}

/** #features: what a business gets. */
export function FeaturesSection() {
  const t = useT();
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title">{t('landing.featuresTitle')}</h2>
      <ul className="card-grid">
        {FEATURES.map(([title, text]) => (
          <li key={title} className="card">
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
            {title === 'landing.feature5Title' && (
              <Link to="/examples" className="tall-link">
                {t('landing.feature5Link')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** #testimonials: fixed marketing quotes with a rating out of 5. */
export function TestimonialsSection() {
  const t = useT();
  return (
    <section id="testimonials" className="landing-section" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{t('landing.testimonialsTitle')}</h2>
      <ul className="card-grid testimonial-grid">
        {TESTIMONIALS.slice(0, MAX_TESTIMONIALS).map((item) => (
          <li key={item.name} className="card testimonial">
            <p className="rating">
              <span aria-hidden="true">
                {'★'.repeat(item.rating)}
                <span className="rating-empty">{'★'.repeat(5 - item.rating)}</span>
              </span>
              <span className="visually-hidden">{t('landing.rating', { rating: item.rating })}</span>
            </p>
            <blockquote>
              <p>{truncateTestimonial(t(item.text))}</p>
            </blockquote>
            <p className="testimonial-author">
              <strong>{t(item.name)}</strong>
              <span>{t(item.role)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
