import { ClosingCta } from '../components/closing-cta';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { MarketsServed } from '../components/markets-served';
import { TutorVideos } from '../components/tutor-videos';
import { ValueProps } from '../components/value-props';

export function HomePage() {
  return (
    <>
      <Hero />
      <ValueProps />
      <HowItWorks />
      <TutorVideos />
      <ClosingCta />
      <MarketsServed />
    </>
  );
}
