// What other features may use of the sign-in area: who is signed in, as the server says.
export { useMeQuery } from "./auth-api.ts";
// Adding a number or an email to the account and the account's settings (the profile's contact settings), with
// the phone sign-in's sentences and its pause before a new code.
export {
  useStartEmailLinkMutation,
  useStartPhoneLinkMutation,
  useUpdateAccountSettingsMutation,
  useVerifyEmailLinkMutation,
  useVerifyPhoneLinkMutation,
} from "./phone-auth-api.ts";
export { phoneMessages } from "./phone-messages.ts";
export { ResendCode } from "./ResendCode.tsx";
export { useResendCountdown, wasRateLimited } from "./resend-countdown.ts";
