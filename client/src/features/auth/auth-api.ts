import type { SignInMethods, User } from "@store/shared/auth";
import { baseApi } from "../../api/base-api.ts";

interface SignedInAnswer {
  success: true;
  token: string;
  user: User;
  message: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SignedInAnswer, { email: string; password: string }>({
      query: (body) => ({ url: "/auth/login", method: "POST", body }),
      invalidatesTags: ["Cart", "Wishlist", "Order", "Me"],
    }),
    register: build.mutation<SignedInAnswer, { name: string; email: string; password: string }>({
      query: (body) => ({ url: "/auth/register", method: "POST", body }),
    }),
    /** The end of a Google sign-in: /auth/callback's one-time code and this browser's state. */
    exchangeSignInCode: build.mutation<SignedInAnswer, { code: string; state: string }>({
      query: (body) => ({ url: "/auth/exchange", method: "POST", body }),
      invalidatesTags: ["Cart", "Wishlist", "Order", "Me"],
    }),
    /** Whether the store offers Google sign-in (GOOGLE_SIGNIN): the same for everyone, loaded with the page. */
    signInMethods: build.query<SignInMethods, void>({
      query: () => "/auth/sign-in-methods",
      transformResponse: (answer: { data: SignInMethods }) => answer.data,
    }),
    me: build.query<{ success: true; user: User }, void>({
      query: () => "/auth/me",
      providesTags: ["Me"],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useExchangeSignInCodeMutation,
  useMeQuery,
  useSignInMethodsQuery,
} = authApi;
