export * from './bus';
export * from './gateway';
