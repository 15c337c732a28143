/**
 * The tables of §3 the server needs so far. Text ids (crypto.randomUUID), times
 * as timestamptz. Statuses are text typed by the domain's enums, so a new value
 * needs no migration of a Postgres enum.
 */
export * from './people';
export * from './sessions';
export * from './messaging';
export * from './reference';
export * from './listings';
export * from './masking';
export * from './statistics';
export * from './files';
export * from './blog';
export * from './system';
export * from './audit';
export * from './teams';
export * from './portals';
export * from './transactions';
export * from './handovers';
export * from './primary-projects';
export * from './my-lists';
export * from './clients';
export * from './master-data';
export * from './albums';
export * from './web-config';
export * from './web-config-docs';
export * from './events';
