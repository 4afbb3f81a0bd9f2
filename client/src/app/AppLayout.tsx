import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useMeQuery } from "../features/auth/auth-api.ts";
import { Footer } from "./layout/Footer.tsx";
import { Header } from "./layout/Header.tsx";
import { ConnectionStatus } from "./layout/ConnectionStatus.tsx";
import { OfflineCartSender } from "../features/cart/OfflineCartSender.tsx";
import { Toasts } from "../components/Toasts.tsx";
import { SessionRestorer } from "./SessionRestorer.tsx";
import { useAppSelector } from "./hooks.ts";
import { OfflineNotices } from "./offline/OfflineNotices.tsx";
import { LoadedLater } from "./LoadedLater.tsx";

const loadTestCredentialsButton = () =>
  import("../features/test-credentials/TestCredentialsButton.tsx").then(
    (module) => module.TestCredentialsButton,
  );

/** Header, the current screen and footer. A stored sign-in is trusted at once and checked with /auth/me. */
export function AppLayout() {
  const token = useAppSelector((state) => state.auth.token);
  // A failed check answers 401, which the base query turns into a sign-out.
  useMeQuery(undefined, { skip: !token });
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <ConnectionStatus />
      <main id="main" tabIndex={-1}>
        <OfflineNotices />
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
          <SessionRestorer />
        </Suspense>
      </main>
      <Footer />
      <Toasts />
      <OfflineCartSender />
      <LoadedLater load={loadTestCredentialsButton} />
    </>
  );
}
