// Signing in with a mobile number and adding a number or an email to the account (SHOP-API.md part 3).
import type { User } from "@store/shared/auth";
import { baseApi } from "../../api/base-api.ts";
import { authApi } from "./auth-api.ts";

interface SignedInAnswer {
  success: true;
  token: string;
  user: User;
  message: string;
}
interface MessageAnswer {
  success: true;
  message: string;
}
interface ProfileAnswer {
  success: true;
  message: string;
  data: { user: User };
}

type AppDispatchOf = (action: ReturnType<typeof authApi.util.updateQueryData>) => unknown;

/**
 * A change to the account answers the account as it now is: the profile shows it at once, rather than the account
 * as it was until GET /api/auth/me (refetched for the tag) comes back, which would flick a switch back and forth.
 */
async function keepChangedAccount(
  _: unknown,
  { dispatch, queryFulfilled }: { dispatch: AppDispatchOf; queryFulfilled: Promise<{ data: ProfileAnswer }> },
) {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (!data) return;
  dispatch(
    authApi.util.updateQueryData("me", undefined, (kept) => {
      kept.user = data.data.user;
    }),
  );
}

export const phoneAuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The same answer whether or not the number has an account. */
    startPhoneSignIn: build.mutation<MessageAnswer, { phone: string }>({
      query: ({ phone }) => ({
        url: "/auth/phone/start",
        method: "POST",
        body: { phone, purpose: "sign_in" },
      }),
    }),
    /** A number no account holds needs the names: 400 naming firstName and lastName without them. */
    verifyPhoneSignIn: build.mutation<
      SignedInAnswer,
      { phone: string; code: string; firstName?: string; lastName?: string }
    >({
      query: (body) => ({ url: "/auth/phone/verify", method: "POST", body }),
      invalidatesTags: ["Cart", "Wishlist", "Order", "Me"],
    }),
    startPhoneLink: build.mutation<MessageAnswer, { phone: string }>({
      query: (body) => ({ url: "/auth/phone/link", method: "POST", body }),
    }),
    verifyPhoneLink: build.mutation<ProfileAnswer, { phone: string; code: string }>({
      query: (body) => ({ url: "/auth/phone/link/verify", method: "POST", body }),
      invalidatesTags: ["Me"],
      onQueryStarted: keepChangedAccount,
    }),
    startEmailLink: build.mutation<MessageAnswer, { email: string }>({
      query: (body) => ({ url: "/auth/email/link", method: "POST", body }),
    }),
    verifyEmailLink: build.mutation<ProfileAnswer, { email: string; code: string; password?: string }>({
      query: (body) => ({ url: "/auth/email/link/verify", method: "POST", body }),
      invalidatesTags: ["Me"],
      onQueryStarted: keepChangedAccount,
    }),
    updateAccountSettings: build.mutation<ProfileAnswer, { smsUpdates: boolean }>({
      query: (body) => ({ url: "/auth/profile", method: "PATCH", body }),
      invalidatesTags: ["Me"],
      onQueryStarted: keepChangedAccount,
    }),
  }),
});

export const {
  useStartPhoneSignInMutation,
  useVerifyPhoneSignInMutation,
  useStartPhoneLinkMutation,
  useVerifyPhoneLinkMutation,
  useStartEmailLinkMutation,
  useVerifyEmailLinkMutation,
  useUpdateAccountSettingsMutation,
} = phoneAuthApi;
