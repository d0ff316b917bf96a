export * from './message-format';
