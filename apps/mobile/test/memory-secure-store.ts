/**
 * expo-secure-store without a device: the keychain as a map in memory, with the three calls the app makes.
 */
const values = new Map<string, string>();

export async function getItemAsync(key: string): Promise<string | null> {
  return values.get(key) ?? null;
}

export async function setItemAsync(key: string, value: string): Promise<void> {
  values.set(key, value);
}

export async function deleteItemAsync(key: string): Promise<void> {
  values.delete(key);
}

export function clearSecureStore(): void {
  values.clear();
}
