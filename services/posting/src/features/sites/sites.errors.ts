import { defineErrors } from '@cadence/service-kit';

export const siteErrors = defineErrors('POSTING', {
  SITE_NOT_FOUND: [404, 'No connected site with this id in your workspace'],
  SITE_DISCONNECTED: [409, 'The site no longer accepts this connection: reconnect it under Manage platforms'],
  SITE_UNREACHABLE: [502, 'The site could not be read; try again later'],
});
