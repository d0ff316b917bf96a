// `react-dom` in production bundles (ADR 010). A file of its own, not an alias straight to preact/compat: the
// federation plugin provides one shared entry per resolved file, and `react` already resolves to preact/compat.
export * from 'preact/compat';
export { default } from 'preact/compat';
