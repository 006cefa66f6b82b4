'use client';
/**
 * Toasts (spec §8, §9): a title, description, icon and a type defaulting to info; they close after 5000 ms or on
 * click, sit bottom-left and show no progress bar (TOAST_DEFAULTS). Announced politely to screen readers; the timer
 * pauses while a mouse pointer or the focus is on a toast, so it can be read (WCAG 2.2.1) — not for a finger: a
 * touch leaves no "pointer leave" behind, so a tap would hold the toast open for good. A toast never covers the
 * control that raised it: when that control sits where the toasts would (the foot of a phone's screen), they show
 * at the top instead.
 */
import { TOAST_DEFAULTS, type Toast, type ToastInput } from '@happenings/domain/constants';
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
import styles from './toast.module.css';

interface ShownToast extends Toast {
  id: number;
}

export interface ShowOptions {
  /** The control that raised the toast (default: the focused element), which the toast must not cover. */
  avoid?: Element | null;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (input: ToastInput, options?: ShowOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast API; throws outside <ToastProvider> (spec §8: contexts used outside their provider throw). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}

const ICONS: Record<string, string> = {
  info: 'ℹ',
  success: '✓',
  warning: '!',
  error: '✕',
  link: '🔗',
  check: '✓',
};

/** Room the toasts take above the screen's foot (two toasts and the margin), in CSS pixels. */
const TOAST_BAND_PX = 176;

/** 'top' when the control sits in the band at the foot of the screen where the toasts show, else 'bottom'. */
function placementAvoiding(control: Element | null | undefined): 'top' | 'bottom' {
  if (!control || control === document.body) return 'bottom';
  return control.getBoundingClientRect().bottom > window.innerHeight - TOAST_BAND_PX ? 'top' : 'bottom';
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [placement, setPlacement] = useState<'top' | 'bottom'>('bottom');
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((input: ToastInput, options: ShowOptions = {}) => {
    const id = nextId.current++;
    setPlacement(placementAvoiding(options.avoid ?? document.activeElement));
    // ToastInput's type already holds callers to the schema; only the default type is filled in here.
    const toast: Toast = { ...input, type: input.type ?? TOAST_DEFAULTS.type };
    setToasts((current) => [...current.slice(-4), { ...toast, id }]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        className={styles.region}
        aria-label="Notifications"
        data-position={TOAST_DEFAULTS.position}
        data-placement={placement}
      >
        <div role="status" aria-live="polite" className={styles.list}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    if (isPaused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DEFAULTS.autoClose);
    return () => window.clearTimeout(timer);
  }, [isPaused, onDismiss, toast.id]);

  const icon = ICONS[toast.icon ?? toast.type] ?? toast.icon;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: spec §9 close-on-click for pointer users; the close button is the keyboard way.
    // biome-ignore lint/a11y/noStaticElementInteractions: same as above.
    <div
      className={styles.toast}
      data-type={toast.type}
      onClick={() => TOAST_DEFAULTS.closeOnClick && onDismiss(toast.id)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setIsPaused(true)}
      onPointerLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button type="button" className={styles.close} aria-label="Dismiss notification">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
