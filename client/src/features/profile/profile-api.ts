// The profile screen's two calls (the API reference, PUT /api/auth/profile and PUT
// /api/auth/change-password); the profile itself is read with auth-api's `me`.
import type { z } from "zod";
import type {
  changePasswordAnswerSchema,
  changePasswordBodySchema,
  ProfileBody,
  profileAnswerSchema,
} from "@store/shared/auth";
import { baseApi } from "../../api/base-api.ts";

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<z.infer<typeof profileAnswerSchema>, ProfileBody>({
      query: (body) => ({ url: "/auth/profile", method: "PUT", body }),
      invalidatesTags: ["Me"],
    }),
    /** Answers a fresh token: every token issued before the change, this browser's too, stops working. */
    changePassword: build.mutation<
      z.infer<typeof changePasswordAnswerSchema>,
      z.infer<typeof changePasswordBodySchema>
    >({
      query: (body) => ({ url: "/auth/change-password", method: "PUT", body }),
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation } = profileApi;
