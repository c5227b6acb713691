import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
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
    </div>
  );
}
