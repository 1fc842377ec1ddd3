'use client';

import { useEffect, useId, useRef } from 'react';

// A yes/no question in a native modal dialog (delete a message or a conversation, block someone):
// focus starts on the safe answer, Esc or Cancel says no, and focus returns to where it was.

export interface ConfirmRequest {
  message: string;
  confirm: string;
  onConfirm: () => void;
}

export function ConfirmDialog({
  request,
  cancel,
  onClose,
}: {
  request: ConfirmRequest;
  cancel: string;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-6 backdrop:bg-gray-950/50"
      data-testid="confirm-dialog"
    >
      <p id={messageId} className="text-lg font-semibold text-gray-900">
        {request.message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900 hover:bg-gray-50"
        >
          {cancel}
        </button>
        <button
          type="button"
          onClick={() => {
            onClose();
            request.onConfirm();
          }}
          className="inline-flex min-h-11 items-center rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
        >
          {request.confirm}
        </button>
      </div>
    </dialog>
  );
}
