// Values the bundler defines at build time (see shared/build/create-app-config.mjs).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __API_BASE__: string;
declare const __SHARED_MAJOR__: number;

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
/** True in a production shell build, whose shared singletons are eager (ADR 010). */
declare const __EAGER_SHARED__: boolean;
