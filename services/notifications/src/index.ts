export { notificationsService } from './app';
