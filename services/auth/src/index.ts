export { authService } from './app';
