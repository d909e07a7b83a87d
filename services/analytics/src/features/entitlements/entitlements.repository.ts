import { analyticsEntitlements } from '../../db/schema';

/** The last copy billing sent, or a new workspace's trial on Traction while billing has said nothing yet. */
export const { get: getEntitlements } = analyticsEntitlements;
