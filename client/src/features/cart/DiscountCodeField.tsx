// The cart's "Discount code" field: apply a code, see what it takes off (or why it takes nothing off now), remove
// it. The server checks and prices every code; a refusal shows its message.
import { useState, type FormEvent } from "react";
import type { Cart } from "@store/shared/cart";
import { errorMessage } from "../../api/base-api.ts";
import { useApplyDiscountMutation, useRemoveDiscountMutation } from "./cart-api.ts";

export function DiscountCodeField({ cart }: { cart: Cart }) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [applyDiscount, applying] = useApplyDiscountMutation();
  const [removeDiscount, removing] = useRemoveDiscountMutation();
  const details = cart.discountDetails;

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setProblem("Please enter a discount code");
      return;
    }
    setProblem(null);
    try {
      await applyDiscount(code.trim()).unwrap();
      setCode("");
    } catch (error) {
      setProblem(errorMessage(error, "The discount code could not be applied. Please try again."));
    }
  }

  async function remove() {
    setProblem(null);
    try {
      await removeDiscount().unwrap();
    } catch (error) {
      setProblem(errorMessage(error, "The discount code could not be removed. Please try again."));
    }
  }

  if (details)
    return (
      <div className="discount-code">
        <p role="status">
          Code <strong>{details.code}</strong> applied
          {details.type === "free_shipping" && !details.note ? ": free shipping at checkout" : ""}
        </p>
        {details.note && <p className="field-error">{details.note}</p>}
        <button type="button" className="button" onClick={() => void remove()} disabled={removing.isLoading}>
          {removing.isLoading ? "Removing…" : "Remove"}
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
      <label htmlFor="discount-code">Discount code</label>
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
          {applying.isLoading ? "Applying…" : "Apply"}
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
