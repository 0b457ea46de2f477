"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { tokens } from "./tokens";
import { CloseIcon } from "./close-icon";

export type ToastStatus = "success" | "error";

interface ToastState {
  isOpen: boolean;
  message: string;
  status: ToastStatus;
  id: number;
}

interface ToastApi {
  showToast: (message: string, status: ToastStatus) => void;
  closeToast: () => void;
}

const ToastContext = createContext<ToastApi | undefined>(undefined);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider");
  return api;
}

/** SPEC.md: one toast at a time, top 50 px, 21.25rem wide, closes itself after 5000 ms. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState>({
    isOpen: false,
    message: "",
    status: "success",
    id: 0,
  });
  const showToast = useCallback((message: string, status: ToastStatus) => {
    setToast((current) => ({ isOpen: true, message, status, id: current.id + 1 }));
  }, []);
  const closeToast = useCallback(() => setToast((current) => ({ ...current, isOpen: false })), []);

  useEffect(() => {
    if (!toast.isOpen) return;
    const timer = setTimeout(closeToast, tokens.toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.isOpen, toast.id, closeToast]);

  const api = useMemo(() => ({ showToast, closeToast }), [showToast, closeToast]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast.isOpen ? (
        <div
          key={toast.id}
          role={toast.status === "error" ? "alert" : "status"}
          className={`fixed top-(--toast-top) left-1/2 z-(--z-index-menu) flex w-(--width-toast) max-w-[calc(100vw-2rem)] -translate-x-1/2 items-start gap-3 rounded-lg px-4 py-3 text-white shadow-lg ${toast.status === "error" ? "bg-danger" : "bg-success"}`}
        >
          <p className="flex-1 text-sm font-semibold">{toast.message}</p>
          <button
            type="button"
            onClick={closeToast}
            aria-label="Fechar notificação"
            className="-m-2 inline-flex size-8 shrink-0 items-center justify-center rounded"
          >
            <CloseIcon size={14} strokeWidth={2.5} />
          </button>
        </div>
      ) : null}
    </ToastContext.Provider>
  );
}
