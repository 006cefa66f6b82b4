/**
 * Toasts (spec §8: title, description, icon, type defaulting to info; §9: close after 5000 ms, bottom-left, no
 * progress bar, close when pressed). Announced to screen readers as they appear.
 */
import { TOAST_DEFAULTS, type ToastType } from '@happenings/domain/constants';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';

export interface ToastInput {
  title: string;
  description?: string;
  type?: ToastType;
}

interface ShownToast extends Required<Pick<ToastInput, 'title' | 'type'>> {
  id: number;
  description: string | undefined;
}

interface ToastApi {
  show(toast: ToastInput): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS: Record<ToastType, string> = { info: 'ℹ', success: '✓', warning: '!', error: '✕' };
const TONES: Record<ToastType, string> = {
  info: colors.brand,
  success: colors.success,
  warning: colors.warning,
  error: colors.danger,
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const close = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      const type = input.type ?? TOAST_DEFAULTS.type;
      setToasts((shown) => [...shown, { id, title: input.title, description: input.description, type }]);
      timers.current.set(
        id,
        setTimeout(() => close(id), TOAST_DEFAULTS.autoClose),
      );
    },
    [close],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <View pointerEvents="box-none" style={styles.stack}>
        {toasts.map((toast) => (
          <Pressable
            key={toast.id}
            accessibilityRole="alert"
            accessibilityLiveRegion="polite"
            accessibilityHint="Closes the message"
            onPress={() => close(toast.id)}
            style={[styles.toast, { borderLeftColor: TONES[toast.type] }]}
            testID="toast"
          >
            <Text style={[styles.icon, { color: TONES[toast.type] }]} aria-hidden>
              {ICONS[toast.type]}
            </Text>
            <View style={styles.body}>
              <Text style={styles.title}>{toast.title}</Text>
              {toast.description ? <Text style={styles.description}>{toast.description}</Text> : null}
            </View>
          </Pressable>
        ))}
      </View>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}

const styles = StyleSheet.create({
  // spec §9: bottom-left.
  stack: {
    position: 'absolute',
    left: spacing.lg,
    right: spacing.xl * 2,
    bottom: spacing.xl * 3,
    gap: spacing.sm,
  },
  toast: {
    flexDirection: 'row',
    gap: spacing.md,
    padding: spacing.md,
    borderRadius: 10,
    borderLeftWidth: 4,
    backgroundColor: colors.background,
    shadowColor: '#000',
    shadowOpacity: 0.15,
    shadowRadius: 8,
    shadowOffset: { width: 0, height: 2 },
    elevation: 4,
  },
  icon: { fontSize: 18, ...typography.strong },
  body: { flex: 1, gap: 2 },
  title: { color: colors.text, ...typography.strong, fontSize: 15 },
  description: { color: colors.muted, fontSize: 14, ...typography.text },
});
