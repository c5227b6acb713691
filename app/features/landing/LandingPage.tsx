import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
import { CONTACT_MAILBOX } from '../../lib/site';
import { Hero } from './Hero';
import { FeaturesSection, PhysicalCardsSection, TestimonialsSection } from './InfoSections';
import { PricingSection } from './PricingSection';

/** The landing page `/` with the anchors #physical-cards, #features, #testimonials and #pricing. */
export function LandingPage() {
  const t = useT();
  useDocumentTitle(t('app.tagline'));
  return (
    <div className="landing">
      <Hero />
      <PhysicalCardsSection />
      <FeaturesSection />
      <TestimonialsSection />
      <PricingSection />
      {/* Outside #pricing: a custom quote stays on offer even when the packages cannot be loaded. */}
      <p className="custom-quote">
        <a className={buttonClass('secondary')} href={`mailto:${CONTACT_MAILBOX}`}>
          {t('landing.customQuote')}
        </a>
      </p>
    </div>
  );
}
