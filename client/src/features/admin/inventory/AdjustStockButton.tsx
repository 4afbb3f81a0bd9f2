// The "Adjust stock" button of a variant and the dialog it opens; focus comes back to the button on close.
import { useRef, useState } from "react";
import { useAdjustStockMutation } from "./inventory-api.ts";
import type { InventoryVariant } from "../admin-types.ts";
import { AdjustStockDialog } from "./AdjustStockDialog.tsx";

export function AdjustStockButton({ variant, label }: { variant: InventoryVariant; label?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const [adjust, { isLoading }] = useAdjustStockMutation();
  if (variant.archived) return <span className="admin-badge admin-badge-neutral">Archived</span>;
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button"
        aria-haspopup="dialog"
        aria-label={label ?? `Adjust stock of ${variant.sku}`}
        onClick={() => setOpen(true)}
      >
        Adjust stock
      </button>
      {open && (
        <AdjustStockDialog
          variant={variant}
          busy={isLoading}
          onAdjust={(adjustment) => adjust({ variantId: variant._id, ...adjustment }).unwrap()}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}
