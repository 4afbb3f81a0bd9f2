// The SMS log's calls (GET /api/admin/sms, POST /api/admin/sms/:id/resend), loaded with the admin's chunk only.
import type { SmsListAnswer, SmsListQuery, SmsMessage } from "@store/shared/admin/sms";
import { baseApi } from "../../../api/base-api.ts";
import { listParams, type Answer } from "../admin-api.ts";

export type SmsPage = SmsListAnswer["data"];
export type SmsQuery = Partial<SmsListQuery>;

const smsApi = baseApi.enhanceEndpoints({ addTagTypes: ["AdminSms"] }).injectEndpoints({
  endpoints: (build) => ({
    smsLog: build.query<SmsPage, SmsQuery>({
      query: (query) => ({ url: "/admin/sms", params: listParams(query) }),
      transformResponse: (answer: Answer<SmsPage>) => answer.data,
      providesTags: ["AdminSms"],
    }),
    resendSms: build.mutation<SmsMessage, string>({
      query: (id) => ({ url: `/admin/sms/${encodeURIComponent(id)}/resend`, method: "POST" }),
      transformResponse: (answer: Answer<{ message: SmsMessage }>) => answer.data.message,
      invalidatesTags: ["AdminSms"],
    }),
  }),
});

export const { useSmsLogQuery, useResendSmsMutation } = smsApi;
