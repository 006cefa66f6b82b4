/**
 * Whether the app can reach the API: the device's network (NetInfo, also handed to TanStack's onlineManager so
 * queries wait for the network instead of failing) and the outcome of the last API request (the network can be
 * up while the API is not). Offline, screens keep showing the cached data under the offline banner.
 */
import NetInfo from '@react-native-community/netinfo';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

type Listener = () => void;

export class Connectivity {
  private networkUp = true;
  private apiReachable = true;
  private readonly listeners = new Set<Listener>();

  get isOffline(): boolean {
    return !this.networkUp || !this.apiReachable;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setNetworkUp(up: boolean): void {
    if (this.networkUp === up) return;
    this.networkUp = up;
    // Back on the network: give the API the benefit of the doubt until a request says otherwise.
    if (up) this.apiReachable = true;
    this.emit();
  }

  setApiReachable(reachable: boolean): void {
    if (this.apiReachable === reachable) return;
    this.apiReachable = reachable;
    this.emit();
  }

  /**
   * A fetch that records whether the API answered: a thrown network error marks it unreachable, any answer
   * (even an error status) marks it reachable.
   */
  wrapFetch(fetchImpl: typeof fetch): typeof fetch {
    return async (input, init) => {
      try {
        const response = await fetchImpl(input, init);
        this.setApiReachable(true);
        return response;
      } catch (error) {
        // A request the app cancelled says nothing about the network.
        if ((error as { name?: unknown } | null)?.name !== 'AbortError') this.setApiReachable(false);
        throw error;
      }
    };
  }

  /** Follows the device's network; returns the function that stops following it. */
  watchNetwork(): () => void {
    onlineManager.setEventListener((setOnline) =>
      NetInfo.addEventListener((state) => {
        const up = state.isConnected !== false;
        setOnline(up);
        this.setNetworkUp(up);
      }),
    );
    // Setting another listener runs the previous one's clean-up (NetInfo's unsubscribe).
    return () => onlineManager.setEventListener(() => undefined);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export function useIsOffline(connectivity: Connectivity): boolean {
  return useSyncExternalStore(
    connectivity.subscribe,
    () => connectivity.isOffline,
    () => false,
  );
}
