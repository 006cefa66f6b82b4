export { type FeatureTagRow, listActiveFeatureTags, listRemoteConfig } from './config.queries.ts';
export { featureTagItems } from './feature-tag-items.table.ts';
export { featureTags } from './feature-tags.table.ts';
export { remoteConfig } from './remote-config.table.ts';
export { setRemoteConfigFlags } from './remote-config-writes.queries.ts';
