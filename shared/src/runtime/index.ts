export * from './bus';
export * from './gateway';
export * from './http-gateway';
export * from './session-store';
export * from './next-task';
export * from './language-store';
