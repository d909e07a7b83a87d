import { FEATURE_PAGES, PLATFORM_PAGES, type FeaturePage, type PlatformPage } from '@cadence/contracts';

/** The feature page at /feature/{segment}, if there is one. */
export function featurePageAt(segment: string): FeaturePage | undefined {
  return FEATURE_PAGES.find((page) => page.segment === segment);
}

/** The platform page at /platform/{segment} (SPEC §2 spellings), if there is one. */
export function platformPageAt(segment: string): PlatformPage | undefined {
  return PLATFORM_PAGES.find((page) => page.segment === segment);
}
