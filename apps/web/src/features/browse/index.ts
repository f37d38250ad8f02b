/** The browse area's public face: its pages, strings, the tutor card and the price range helpers. */
export { browseEn } from './i18n/en';
export { browseId } from './i18n/id';
export { TutorCard } from './components/tutor-card';
export {
  isFullRange,
  parsePriceParam,
  priceParam,
  sliderBounds,
  toMinorPriceRange,
  type PriceSelection,
} from './price-range';
