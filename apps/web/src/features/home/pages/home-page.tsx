import { ClosingCta } from '../components/closing-cta';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { MarketsServed } from '../components/markets-served';
import { ValueProps } from '../components/value-props';

export function HomePage() {
  return (
    <>
      <Hero />
      <ValueProps />
      <HowItWorks />
      <ClosingCta />
      <MarketsServed />
    </>
  );
}
