import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useAppDispatch } from "../../app/hooks.ts";
import { toastShown } from "../toasts/toast-slice.ts";
import { signedIn } from "./auth-slice.ts";
import { useGoogleSignInMutation } from "./auth-api.ts";
import { takeGoogleState } from "./google-state.ts";
import { PageMeta } from "../seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { authMessages } from "./auth-messages.ts";

/** Where Google's account chooser sends the shopper back with an ID token (`credential`). */
export default function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { t } = useMessages(authMessages);
  const [googleSignIn] = useGoogleSignInMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The emulator answers in the query; Google's OpenID Connect answers in the fragment.
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const credential = params.get("credential") ?? fragment.get("id_token");
    const state = params.get("state") ?? fragment.get("state");
    const fail = (message: string) =>
      navigate(`/login?${new URLSearchParams({ error: message })}`, { replace: true });
    if (!takeGoogleState(state) || !credential) {
      fail(t("googleFailed"));
      return;
    }
    googleSignIn({ credential })
      .unwrap()
      .then((answer) => {
        dispatch(signedIn({ token: answer.token, user: answer.user }));
        dispatch(toastShown("success", t("welcomeBack", { name: answer.user.name })));
        navigate("/", { replace: true });
      })
      .catch((error: { status?: unknown }) =>
        fail(error.status === "FETCH_ERROR" ? t("googleNetworkError") : t("googleFailed")),
      );
  }, [dispatch, googleSignIn, navigate, params, t]);

  return (
    <>
      <PageMeta title={t("signingIn")} noindex />
      <p role="status">{t("signingYouInWithGoogle")}</p>
    </>
  );
}
