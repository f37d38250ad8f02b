import { AfterFirstPaint } from '../../../shared/ui/deferred/after-first-paint';
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
      {/* Below the first screen on every device: drawn once the first screen is up. */}
      <AfterFirstPaint>
        <HowItWorks />
        <TutorVideos />
        <ClosingCta />
        <MarketsServed />
      </AfterFirstPaint>
    </>
  );
}
