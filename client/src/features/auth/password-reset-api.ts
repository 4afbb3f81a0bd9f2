// The password reset's calls, injected only by its own (lazy) pages so the storefront's first bundle stays as is.
import { baseApi } from "../../api/base-api.ts";

interface MessageAnswer {
  success: true;
  message: string;
}

export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageAnswer, { email: string }>({
      query: (body) => ({ url: "/auth/forgot-password", method: "POST", body }),
    }),
    resetPassword: build.mutation<MessageAnswer, { token: string; password: string }>({
      query: (body) => ({ url: "/auth/reset-password", method: "POST", body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
