export { aiService } from './app';
