/**
 * This device's Expo push token, when push can be had: permission asked (once; the system remembers the answer),
 * then the token from Expo's service. Push is optional, so every failure answers null quietly: permission refused,
 * a simulator (no push service), a build without an EAS projectId (getExpoPushTokenAsync reads it from the app's
 * config: expo-constants' easConfig, else extra.eas.projectId), or Expo's service out of reach. The web build has
 * its own (push-device.web.ts).
 */
import * as Notifications from 'expo-notifications';
import { Platform } from 'react-native';

/** The platforms the API registers (PUT /api/v1/push-notifications/devices). */
export type PushPlatform = 'ios' | 'android' | 'web';

export interface PushDevice {
  token: string;
  platform: PushPlatform;
}

async function isPermitted(): Promise<boolean> {
  const current = await Notifications.getPermissionsAsync();
  if (current.status === 'granted') return true;
  // Once refused, only the system settings can turn it on again: asking would answer "denied" at once.
  if (!current.canAskAgain) return false;
  return (await Notifications.requestPermissionsAsync()).status === 'granted';
}

export async function readPushDevice(): Promise<PushDevice | null> {
  const platform = Platform.OS;
  if (platform !== 'ios' && platform !== 'android') return null;
  try {
    if (platform === 'android') {
      // Android 13 shows the permission prompt only once the app has a channel to post in.
      await Notifications.setNotificationChannelAsync('default', {
        name: 'Notifications',
        importance: Notifications.AndroidImportance.DEFAULT,
      });
    }
    if (!(await isPermitted())) return null;
    const { data } = await Notifications.getExpoPushTokenAsync();
    return { token: data, platform };
  } catch {
    return null;
  }
}
