import { useDisclosure } from '@mantine/hooks';
import { AudiencesSection } from '../components/audiences-section';
import { DemoModal } from '../components/demo-modal';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { PricingSection } from '../components/pricing-section';

export function LandingPage() {
  const [demoOpened, demo] = useDisclosure(false);
  return (
    <>
      <LandingHeader />
      <main>
        <HeroSection onWatchDemo={demo.open} />
        <AudiencesSection />
        <FeaturesSection />
        <PricingSection />
      </main>
      <LandingFooter />
      <DemoModal opened={demoOpened} onClose={demo.close} />
    </>
  );
}
