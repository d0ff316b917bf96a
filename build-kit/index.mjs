// @musawo/build-kit: what an app's rspack.config.mjs imports.
export { createAppConfig, messagesRule, productionAliases, swcStyledComponents } from './create-app-config.mjs';
