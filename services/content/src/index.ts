export { contentService } from './app';
