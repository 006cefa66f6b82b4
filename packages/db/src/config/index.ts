export { featureTags } from './feature-tags.table.ts';
export { remoteConfig } from './remote-config.table.ts';
