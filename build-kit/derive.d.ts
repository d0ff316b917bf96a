export { devRegistry, navFrom, registryFields } from './manifests';
