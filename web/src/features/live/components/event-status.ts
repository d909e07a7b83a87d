import type { LiveEventStatus } from '@cadence/contracts';
import type { Tone } from '../live-checks';

export const EVENT_STATUS_TONES: Readonly<Record<LiveEventStatus, Tone>> = { draft: 'muted', ready: 'info', live: 'success', ended: 'muted' };
