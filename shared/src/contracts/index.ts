export * from './constants';
export * from './money';
export * from './dates';
export * from './entities';
export * from './rpc';
export * from './get-reads';
export * from './events';
export * from './registry';
