// The cart's "Discount code" field: apply a code, see what it takes off (or why it takes nothing off now), remove
// it. The server checks and prices every code; a refusal shows its message.
import { useState, type FormEvent } from "react";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import type { Cart } from "@store/shared/cart";
import { Trans } from "react-i18next";
import { useMessages } from "../../i18n/use-messages.ts";
import { cartMessages } from "./cart-messages.ts";
import { useApplyDiscountMutation, useRemoveDiscountMutation } from "./cart-api.ts";

export function DiscountCodeField({ cart }: { cart: Cart }) {
  const errorText = useErrorMessage();
  const { t } = useMessages(cartMessages);
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [applyDiscount, applying] = useApplyDiscountMutation();
  const [removeDiscount, removing] = useRemoveDiscountMutation();
  const details = cart.discountDetails;

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setProblem(t("enterCode"));
      return;
    }
    setProblem(null);
    try {
      await applyDiscount(code.trim()).unwrap();
      setCode("");
    } catch (error) {
      setProblem(errorText(error, t("applyFailed")));
    }
  }

  async function remove() {
    setProblem(null);
    try {
      await removeDiscount().unwrap();
    } catch (error) {
      setProblem(errorText(error, t("removeCodeFailed")));
    }
  }

  if (details)
    return (
      <div className="discount-code">
        <p role="status">
          <Trans
            ns={cartMessages.namespace}
            i18nKey={
              details.type === "free_shipping" && !details.note ? "codeAppliedFreeShipping" : "codeApplied"
            }
            values={{ code: details.code }}
            components={{ strong: <strong /> }}
          />
        </p>
        {details.note && <p className="field-error">{details.note}</p>}
        <button type="button" className="button" onClick={() => void remove()} disabled={removing.isLoading}>
          {removing.isLoading ? t("removing") : t("remove")}
        </button>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
    );

  return (
    <form className="discount-code" onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor="discount-code">{t("discountCode")}</label>
      <div className="discount-code-row">
        <input
          id="discount-code"
          type="text"
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "discount-code-error" : undefined}
        />
        <button type="submit" className="button" disabled={applying.isLoading}>
          {applying.isLoading ? t("applying") : t("apply")}
        </button>
      </div>
      {problem && (
        <p id="discount-code-error" className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
