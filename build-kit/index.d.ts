export type { EarlyRead, LoadedManifest, ManifestRoute, NavEntry, RemoteManifest, RouteGuard } from './manifests';

/** The rspack configuration of the shell or of a remote (its manifest gives a remote's name, port and early reads). */
export function createAppConfig(o: { dir: string; kind: 'shell' | 'remote'; exposes?: Record<string, string> }): (env: unknown, argv: { mode?: string }) => Promise<object>;
export const productionAliases: Record<string, string>;
/** The rule that compiles an app's message catalogues (src/i18n/<lang>.json) at build time (ADR 016). */
export const messagesRule: { test: RegExp; loader: string; type: string };
export function swcStyledComponents(dev: boolean): [string, object];
