import Type from 'typebox';

/** The analytics service's variables. */
export const analyticsServiceEnv = {
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
