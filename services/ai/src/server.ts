import { runStandalone } from '@cadence/service-kit';
import { aiService } from './app';

/** The AI service in its own process (distributed mode). */
await runStandalone(aiService);
