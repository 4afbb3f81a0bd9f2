import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { User } from "@store/shared/auth";
import { useAppDispatch } from "../../app/hooks.ts";
import { signedIn } from "./auth-slice.ts";
import { PageMeta } from "../seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { authMessages } from "./auth-messages.ts";

/** /auth/callback (SPEC.md §2): a social login hands over token and user in the query. */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { t } = useMessages(authMessages);
  // The login page shows the query's error as it is: it goes in the page's language.
  const failed = `/login?${new URLSearchParams({ error: t("authenticationFailed") })}`;

  useEffect(() => {
    const token = params.get("token");
    const rawUser = params.get("user");
    if (params.get("error") || !token || !rawUser) {
      navigate(failed, { replace: true });
      return;
    }
    try {
      dispatch(signedIn({ token, user: JSON.parse(rawUser) as User }));
      navigate("/", { replace: true });
    } catch {
      navigate(failed, { replace: true });
    }
  }, [dispatch, navigate, params, failed]);

  return (
    <>
      <PageMeta title={t("signingIn")} noindex />
      <p role="status">{t("signingYouIn")}</p>
    </>
  );
}
