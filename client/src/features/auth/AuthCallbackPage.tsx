import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { User } from "@store/shared/auth";
import { useAppDispatch } from "../../app/hooks.ts";
import { signedIn } from "./auth-slice.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

const FAILED = "/login?error=Authentication failed. Please try again.";

/** /auth/callback (SPEC.md §2): a social login hands over token and user in the query. */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  useEffect(() => {
    const token = params.get("token");
    const rawUser = params.get("user");
    if (params.get("error") || !token || !rawUser) {
      navigate(FAILED, { replace: true });
      return;
    }
    try {
      dispatch(signedIn({ token, user: JSON.parse(rawUser) as User }));
      navigate("/", { replace: true });
    } catch {
      navigate(FAILED, { replace: true });
    }
  }, [dispatch, navigate, params]);

  return (
    <>
      <PageMeta title="Signing in" noindex />
      <p role="status">Signing you in…</p>
    </>
  );
}
