import { useMessages } from "../i18n/use-messages.ts";
import { dialogMessages } from "./dialog-messages.ts";
import { Dialog } from "./Dialog.tsx";

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useMessages(dialogMessages);
  return (
    <Dialog title={title} onClose={onCancel}>
      <p>{message}</p>
      <div className="actions">
        <button type="button" className="button" onClick={onCancel}>
          {t("cancel")}
        </button>
        <button type="button" className="button primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
