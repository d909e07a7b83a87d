import { defineErrors } from '@cadence/service-kit';

export const liveErrors = defineErrors('LIVE', {
  EVENT_NOT_FOUND: [404, 'No such live event'],
  DESTINATION_NOT_FOUND: [404, 'No such destination'],
  WRONG_STATUS: [409, 'The live event cannot do this now'],
  NO_SOURCE: [409, 'Nothing is streaming to your ingest yet: start your streaming software with the ingest URL and key'],
  STREAM_LIMIT: [409, 'Your plan allows no more live streams at once'],
  DESTINATION_LIMIT: [409, 'Your plan allows no more destinations on this stream'],
  NETWORK_FORBIDDEN: [403, 'You may not stream to this network'],
  DESTINATION_INCOMPLETE: [409, 'The destination needs a server URL and a stream key'],
  RECORDING_NOT_FOUND: [404, 'This event has no recording'],
  NETWORK_ERROR: [409, 'The network refused the destination'],
});
