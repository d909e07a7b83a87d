export { supportService } from './app';
