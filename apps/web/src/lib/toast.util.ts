// Toasts load sonner on first use so the library stays out of every page's first-load JavaScript;
// the <Toaster> itself is mounted lazily by the app providers.

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastRequest {
  type: ToastKind;
  message: string;
  /** A second line under the message (a notification's text). */
  description?: string;
  /** A button in the toast that opens a page of the site. */
  link?: { label: string; href: string };
}

export async function showToast({ type, message, description, link }: ToastRequest): Promise<void> {
  const { toast } = await import('sonner');
  const options = {
    description,
    action: link ? { label: link.label, onClick: () => window.location.assign(link.href) } : undefined,
  };
  if (type === 'error') toast.error(message, options);
  else if (type === 'success') toast.success(message, options);
  else toast(message, options);
}
