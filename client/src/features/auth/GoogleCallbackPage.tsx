import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useAppDispatch } from "../../app/hooks.ts";
import { toastShown } from "../toasts/toast-slice.ts";
import { signedIn } from "./auth-slice.ts";
import { useGoogleSignInMutation } from "./auth-api.ts";
import { takeGoogleState } from "./google-state.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

/** Where Google's account chooser sends the shopper back with an ID token (`credential`). */
export default function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
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
      fail("Google authentication failed");
      return;
    }
    googleSignIn({ credential })
      .unwrap()
      .then((answer) => {
        dispatch(signedIn({ token: answer.token, user: answer.user }));
        dispatch(toastShown("success", `Welcome back, ${answer.user.name}!`));
        navigate("/", { replace: true });
      })
      .catch((error: { status?: unknown }) =>
        fail(
          error.status === "FETCH_ERROR"
            ? "Network error during Google authentication"
            : "Google authentication failed",
        ),
      );
  }, [dispatch, googleSignIn, navigate, params]);

  return (
    <>
      <PageMeta title="Signing in" noindex />
      <p role="status">Signing you in with Google…</p>
    </>
  );
}
