// @musawo/shared/react-extras: the kit's parts that no painted first view needs (dialogs, tabs, pagination, code
// entry, status badges). A federation singleton like @musawo/shared/react, but the shell provides it as a chunk of
// its own fetched when a page that imports it loads, not with the shell's first scripts (ADR 325).
export * from './ui/code-input';
export * from './ui/dialog';
export * from './ui/pagination';
export * from './ui/status-badge';
export * from './ui/tabs';
export * from './ui/transaction-status-badge';
export * from './use-code-sender';
