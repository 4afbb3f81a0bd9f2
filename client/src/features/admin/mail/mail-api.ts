// The mail viewer's calls (GET /api/admin/mail), loaded with the admin's chunk only.
import type { z } from "zod";
import type { MailListQuery, mailListAnswerSchema, MailMessageView } from "@store/shared/admin/mail";
import { baseApi } from "../../../api/base-api.ts";
import { listParams } from "../admin-api.ts";

export type MailPage = z.infer<typeof mailListAnswerSchema>["data"];
export type MailQuery = Partial<MailListQuery>;

const mailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    outboxMail: build.query<MailPage, MailQuery>({
      query: (query) => ({ url: "/admin/mail", params: listParams(query) }),
      transformResponse: (answer: { data: MailPage }) => answer.data,
    }),
    outboxMessage: build.query<MailMessageView, string>({
      query: (id) => `/admin/mail/${encodeURIComponent(id)}`,
      transformResponse: (answer: { data: { message: MailMessageView } }) => answer.data.message,
    }),
  }),
});

export const { useOutboxMailQuery, useOutboxMessageQuery } = mailApi;
