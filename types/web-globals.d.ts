// Values the bundler defines at build time (see build-kit/create-app-config.mjs).
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
/** The kit parts each route's first view shows (build-kit's kitPartsFrom, ADR 326). */
declare const __MUSAWO_KIT_PARTS__: readonly { route: string; parts: readonly string[] }[];
/** The menu links of every remote's manifest (the shell's build gathers them, ADR 323). */
declare const __MUSAWO_NAV__: readonly { menu: 'main' | 'account'; to: string; label: Record<'en' | 'lg' | 'sw', string>; order: number }[];
/** A remote's manifest, as its app and the build read it (ADR 323). */
declare module '*/musawo.manifest.mjs' {
  import type { RemoteManifest } from '@musawo/build-kit';
  const manifest: RemoteManifest;
  export default manifest;
}
