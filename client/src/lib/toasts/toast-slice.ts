import { createSlice, nanoid, type PayloadAction } from "@reduxjs/toolkit";

export interface Toast {
  id: string;
  kind: "success" | "error" | "info";
  message: string;
  /** docs/STOREFRONT.md "Constants": product page toasts last 5 s, others 3 s. */
  durationMs: number;
}

const toastSlice = createSlice({
  name: "toasts",
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
      },
      prepare(kind: Toast["kind"], message: string, durationMs = 3000) {
        return { payload: { id: nanoid(), kind, message, durationMs } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
export const toastReducer = toastSlice.reducer;
