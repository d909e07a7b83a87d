import { authService } from '@cadence/auth';
import { notificationsService } from '@cadence/notifications';
import { contentService } from '@cadence/content';
import { postingService } from '@cadence/posting';
import { billingService } from '@cadence/billing';
import { aiService } from '@cadence/ai';
import { analyticsService } from '@cadence/analytics';
import { supportService } from '@cadence/support';
import { liveService } from '@cadence/live';
import type { ServiceDefinition } from '@cadence/service-kit';

/** Every service of the platform, in start order. */
export const SERVICES: readonly ServiceDefinition[] = [authService, notificationsService, contentService, postingService, billingService, aiService, analyticsService, supportService, liveService] as readonly ServiceDefinition[];
