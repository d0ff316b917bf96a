export * from './context';
export * from './remote';
export * from './providers';
export * from './theme';
export * from './global-style';
export * from './ui';
export * from './page';
export * from './lazy-part';
