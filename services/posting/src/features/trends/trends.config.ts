import Type from 'typebox';

/** How often each network's trending list is read again for a workspace. */
export const trendsEnv = {
  TRENDS_REFRESH_INTERVAL_MS: Type.Integer({
    minimum: 60_000,
    maximum: 86_400_000,
    default: 3_600_000,
    description: "Age after which a network's trending list is read again (on schedule, or when someone opens the list)",
  }),
};
