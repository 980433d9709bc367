import { queryOptions } from '@tanstack/react-query';
import { groupEndpoints } from '../../../shared/api/group';
import { mailEndpoints } from '../../../shared/api/mail';
import { opsEndpoints } from '../../../shared/api/ops';
import { privacyEndpoints } from '../../../shared/api/privacy';
import { usersEndpoints } from '../../../shared/api/users';
import { call } from '../call';
import { keys } from '../keys';

/**
 * The Settings page's sections' cache entries: one fetcher per key (docs/architecture.md#the-endpoint-table).
 */
export const opsQueries = {
  health: () => queryOptions({ queryKey: keys.health, queryFn: () => call(opsEndpoints.health) }),
  backups: () =>
    queryOptions({ queryKey: keys.backups, queryFn: ({ signal }) => call(opsEndpoints.backups, { signal }) }),
};

export const mailQueries = {
  settings: () =>
    queryOptions({
      queryKey: keys.mailSettings,
      queryFn: ({ signal }) => call(mailEndpoints.settings, { signal }),
    }),
  outbox: () =>
    queryOptions({ queryKey: keys.outbox, queryFn: ({ signal }) => call(mailEndpoints.outbox, { signal }) }),
  failures: () =>
    queryOptions({
      queryKey: keys.mailFailures,
      queryFn: ({ signal }) => call(mailEndpoints.failures, { signal }),
    }),
};

export const privacyQueries = {
  audit: () =>
    queryOptions({
      queryKey: keys.privacyAudit,
      queryFn: ({ signal }) => call(privacyEndpoints.audit, { signal }),
    }),
};

export const userQueries = {
  list: () =>
    queryOptions({ queryKey: keys.users, queryFn: ({ signal }) => call(usersEndpoints.list, { signal }) }),
};

export const groupQueries = {
  settings: () =>
    queryOptions({
      queryKey: keys.groupSettings,
      queryFn: ({ signal }) => call(groupEndpoints.settings, { signal }),
    }),
};
