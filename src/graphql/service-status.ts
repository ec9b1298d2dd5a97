import { graphql, type ResultOf } from './tada.ts';

/** Every host's service status (spec 3 §4 'Service status'), for holders of system.maintenance. */
export const HOST_STATUSES = graphql(`
  query HostStatuses { hostStatuses { hostname sorg isDefault status message } }
`);

export const SET_HOST_STATUS = graphql(`
  mutation SetHostStatus($hostname: String!, $status: String!, $message: String) {
    setHostStatus(hostname: $hostname, status: $status, message: $message) { hostname status message }
  }
`);

export type HostStatusRow = ResultOf<typeof HOST_STATUSES>['hostStatuses'][number];
