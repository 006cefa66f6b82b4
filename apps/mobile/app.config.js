/**
 * The app's Expo configuration: app.json, plus the website's domain when EXPO_PUBLIC_WEBSITE_URL names it, so
 * that iOS (associated domains) and Android (verified app links) hand the website's own links to the app. The
 * website publishes the matching /.well-known files (apps/web/src/features/app-links).
 */
const APP_LINK_PATH_PREFIXES = ['/event/', '/u/', '/collection/', '/roundup/'];

function websiteHost(value) {
  try {
    return value ? new URL(value).host : null;
  } catch {
    return null;
  }
}

module.exports = ({ config }) => {
  const host = websiteHost(process.env.EXPO_PUBLIC_WEBSITE_URL);
  if (!host) return config;
  return {
    ...config,
    ios: { ...config.ios, associatedDomains: [`applinks:${host}`] },
    android: {
      ...config.android,
      intentFilters: [
        {
          action: 'VIEW',
          autoVerify: true,
          data: APP_LINK_PATH_PREFIXES.map((pathPrefix) => ({ scheme: 'https', host, pathPrefix })),
          category: ['BROWSABLE', 'DEFAULT'],
        },
      ],
    },
  };
};
