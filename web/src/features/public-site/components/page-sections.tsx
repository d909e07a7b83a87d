import type { PageSection } from '@cadence/contracts';
import { CtaSection } from './sections/cta-section';
import { FaqSection } from './sections/faq-section';
import { FeaturesSection } from './sections/features-section';
import { HeroSection } from './sections/hero-section';
import { NetworksSection } from './sections/networks-section';
import { NoticeSection } from './sections/notice-section';
import { PlansSection } from './sections/plans-section';
import { ProseSection } from './sections/prose-section';
import { SplitSection } from './sections/split-section';
import { StepsSection } from './sections/steps-section';
import { TestimonialsSection } from './sections/testimonials-section';

/** Draws one section by its type. */
function Section({ section, index }: { section: PageSection; index: number }) {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} />;
    case 'features':
      return <FeaturesSection section={section} index={index} />;
    case 'split':
      return <SplitSection section={section} index={index} />;
    case 'steps':
      return <StepsSection section={section} index={index} />;
    case 'networks':
      return <NetworksSection section={section} index={index} />;
    case 'testimonials':
      return <TestimonialsSection section={section} index={index} />;
    case 'faq':
      return <FaqSection section={section} index={index} />;
    case 'plans':
      return <PlansSection section={section} index={index} />;
    case 'notice':
      return <NoticeSection section={section} index={index} />;
    case 'prose':
      return <ProseSection section={section} />;
    case 'cta':
      return <CtaSection section={section} index={index} />;
  }
}

export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <Section key={`${section.type}-${index}`} section={section} index={index} />
      ))}
    </>
  );
}
