export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
} from './Toast';
export type {
  ToastActionProps,
  ToastCloseProps,
  ToastDescriptionProps,
  ToastProps,
  ToastProviderProps,
  ToastTitleProps,
  ToastVariant,
  ToastViewportProps,
} from './Toast';
export { TOAST_ACTION_DURATION_MS, Toaster } from './Toaster';
export { toast, useToast } from './toastStore';
export type {
  ToastActionOptions,
  ToastHandle,
  ToastOptions,
  ToasterToast,
  UseToastResult,
} from './toastStore';
