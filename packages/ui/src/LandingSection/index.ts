export { LandingSection, landingSectionVariants } from './LandingSection';
export type { LandingSectionProps, LandingSectionVariant } from './LandingSection';
