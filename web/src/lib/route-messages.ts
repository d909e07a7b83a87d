import type { StaticDataRouteOption } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Whether the screen renders with the first screens' messages alone (`CORE_NAMESPACES`). The
     * nearest route that says decides, so a layout can say it for its pages and a page can
     * take it back.
     */
    coreMessages?: boolean;
  }
}

/** Whether the matched routes (root first) need every screen's messages before they render. */
export function needsScreenMessages(matches: readonly { staticData?: StaticDataRouteOption }[]): boolean {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const said = matches[index]?.staticData?.coreMessages;
    if (said !== undefined) return !said;
  }
  return true;
}
