import Type from 'typebox';

/** The analytics service's variables. */
export const analyticsServiceEnv = {
  // The same variables as the identity service's: one mail server for the platform.
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Cadence <no-reply@localhost>' }),
  ANALYTICS_REPORTS_INTERVAL_MS: Type.Integer({
    minimum: 1000,
    maximum: 86_400_000,
    default: 60_000,
    description: 'How often scheduled reports whose week or month is over are made and mailed, in milliseconds',
  }),
  ANALYTICS_REPORT_LINK_DAYS: Type.Integer({
    minimum: 1,
    maximum: 365,
    default: 30,
    description: "Days a mailed report's download link opens it",
  }),
  ANALYTICS_RETENTION_MONTHS: Type.Integer({
    minimum: 1,
    maximum: 240,
    default: 25,
    description: 'Months of raw metric points kept; older monthly partitions are dropped (daily rollups stay)',
  }),
  ANALYTICS_PARTITIONS_AHEAD: Type.Integer({
    minimum: 1,
    maximum: 24,
    default: 3,
    description: 'Monthly partitions of the metric points created ahead of the current month',
  }),
  ANALYTICS_MAINTENANCE_MS: Type.Integer({
    minimum: 1000,
    maximum: 86_400_000,
    default: 3_600_000,
    description: 'How often partitions are created ahead and expired ones dropped, in milliseconds',
  }),
};
