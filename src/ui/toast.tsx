import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Toast = { id: number; text: string; tone: 'info' | 'danger' | 'success' };
type ShowToast = (text: string, options?: { tone?: Toast['tone']; ms?: number }) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** Toasts last 3 seconds unless told otherwise (spec section 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const show = useCallback<ShowToast>((text, options) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, text, tone: options?.tone ?? 'info' }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((t) => t.id !== id));
    }, options?.ms ?? 3000);
    timers.current.add(timer);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-live="polite" style={{ position: 'fixed', left: '50%', transform: 'translateX(-50%)', bottom: 'calc(var(--tabbar-h) + var(--offline-h) + 16px)', zIndex: 60, display: 'grid', gap: 8, width: 'min(92vw, 420px)' }}>
        {toasts.map((t) => (
          <div key={t.id} role="status" className={`alert alert--${t.tone === 'info' ? 'info' : t.tone}`} style={{ boxShadow: 'var(--shadow-m)', background: t.tone === 'info' ? 'var(--c-ink)' : undefined, color: t.tone === 'info' ? 'var(--c-surface)' : undefined }}>
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
