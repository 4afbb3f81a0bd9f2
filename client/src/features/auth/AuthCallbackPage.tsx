import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useAppDispatch } from "../../app/hooks.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { signedIn } from "../../lib/auth-slice.ts";
import { useExchangeSignInCodeMutation } from "./auth-api.ts";
import { takeGoogleNext, takeGoogleState } from "./google-state.ts";
import { signInPath } from "./after-login.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { authMessages } from "./auth-messages.ts";

/**
 * /auth/callback (docs/STOREFRONT.md "Screens and routes"), where a Google sign-in ends. The server sends the
 * browser here with a one-time `code` and the `state` this browser made when it left (google-state.ts), or
 * with an `error`. Only this browser's own state trades the code for a sign-in (POST /api/auth/exchange, with
 * the guest's session id, as the login): an attacker's code pushed into another browser signs nobody in, and
 * a token in the address is never read (login CSRF: docs/SECURITY.md).
 */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { t } = useMessages(authMessages);
  const [exchange] = useExchangeSignInCodeMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Where the shopper was going when they left for Google: there once signed in, and kept on the login page
    // when Google did not sign them in, for another try.
    const returnTo = takeGoogleNext();
    // The login page shows the query's error as it is: it goes in the page's language.
    const fail = (message: string) =>
      navigate(signInPath("/login", returnTo, `${new URLSearchParams({ error: message })}`), {
        replace: true,
      });
    const refusal = (code: unknown) =>
      code === "auth.account_disabled" ? t("googleAccountDisabled") : t("googleFailed");
    const error = params.get("error");
    const code = params.get("code");
    const state = params.get("state");
    // The stored state is used up whatever came back, so one sign-in is answered once.
    const ours = takeGoogleState(state);
    if (error) {
      // The store's refusal of Google's answer has a code of the store's; Google's own errors (a cancel) do not.
      fail(error.startsWith("auth.") ? refusal(error) : t("authenticationFailed"));
      return;
    }
    if (!code || !state) {
      fail(t("authenticationFailed"));
      return;
    }
    if (!ours) {
      fail(t("googleFailed"));
      return;
    }
    exchange({ code, state })
      .unwrap()
      .then((answer) => {
        dispatch(signedIn({ token: answer.token, user: answer.user }));
        dispatch(toastShown("success", t("welcomeBack", { name: answer.user.name })));
        navigate(returnTo, { replace: true });
      })
      .catch((failure: { status?: unknown; data?: { code?: unknown } }) =>
        fail(failure.status === "FETCH_ERROR" ? t("googleNetworkError") : refusal(failure.data?.code)),
      );
  }, [dispatch, exchange, navigate, params, t]);

  return (
    <>
      <PageMeta title={t("signingIn")} noindex />
      <p role="status">{t("signingYouInWithGoogle")}</p>
    </>
  );
}
