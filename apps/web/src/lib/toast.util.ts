// Toasts load sonner on first use so the library stays out of every page's first-load JavaScript;
// the <Toaster> itself is mounted lazily by the app providers.

export type ToastKind = 'success' | 'error';

export interface ToastRequest {
  type: ToastKind;
  message: string;
}

export async function showToast({ type, message }: ToastRequest): Promise<void> {
  const { toast } = await import('sonner');
  if (type === 'error') toast.error(message);
  else toast.success(message);
}
