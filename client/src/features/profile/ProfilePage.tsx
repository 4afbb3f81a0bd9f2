// /profile (docs/STOREFRONT.md "Screens and routes"): personal information and the password, under two tabs,
// for the signed-in shopper.
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { useMeQuery } from "../auth/index.ts";
import { signedOut } from "../../lib/auth-slice.ts";
import { PersonalInfoForm } from "./PersonalInfoForm.tsx";
import { SecurityForm } from "./SecurityForm.tsx";
import { ContactSettings } from "./ContactSettings.tsx";
import "./profile.css";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { profileMessages } from "./profile-messages.ts";

const TABS = [
  { id: "personal", label: "personalTab" },
  { id: "security", label: "securityTab" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** Where each key moves within the tab list (WAI-ARIA tabs pattern, automatic activation). */
function targetIndex(key: string, index: number): number | undefined {
  if (key === "ArrowRight") return (index + 1) % TABS.length;
  if (key === "ArrowLeft") return (index - 1 + TABS.length) % TABS.length;
  if (key === "Home") return 0;
  if (key === "End") return TABS.length - 1;
  return undefined;
}

export default function ProfilePage() {
  const token = useAppSelector((state) => state.auth.token);
  const dispatch = useAppDispatch();
  const { t } = useMessages(profileMessages);
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabId>("personal");
  const me = useMeQuery(undefined, { skip: !token });

  if (!token) return <Navigate to="/login" replace />;

  function moveWithKeys(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = targetIndex(event.key, index);
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[next]!;
    setTab(target.id);
    document.getElementById(`profile-tab-${target.id}`)?.focus();
  }

  function logout() {
    navigate("/login");
    dispatch(signedOut());
  }

  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <PageMeta title={t("title")} noindex />
      <div className="profile-heading">
        <h1 id="profile-title">{t("title")}</h1>
        <Link to="/">{t("backToHome")}</Link>
      </div>
      <div className="profile-layout">
        <nav aria-label={t("profileMenu")} className="profile-nav">
          <ul>
            <li>
              <Link to="/orders">{t("orderHistory")}</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={logout}>
                {t("logout")}
              </button>
            </li>
          </ul>
        </nav>
        <div className="profile-content">
          <div role="tablist" aria-label={t("sections")} className="profile-tabs">
            {TABS.map(({ id, label }, index) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`profile-tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`profile-panel-${id}`}
                tabIndex={tab === id ? 0 : -1}
                className={tab === id ? "tab active" : "tab"}
                onClick={() => setTab(id)}
                onKeyDown={(event) => moveWithKeys(event, index)}
              >
                {t(label)}
              </button>
            ))}
          </div>
          {/* Both panels stay mounted so that switching tabs keeps what was typed. */}
          <TabPanel id="personal" shown={tab}>
            {me.data ? (
              <>
                <PersonalInfoForm key={me.data.user._id} user={me.data.user} />
                <ContactSettings user={me.data.user} />
              </>
            ) : me.isError ? (
              <div className="profile-load-error">
                <p className="form-error" role="alert">
                  {t("loadFailed")}
                </p>
                <button type="button" className="button" onClick={() => void me.refetch()}>
                  {t("tryAgain")}
                </button>
              </div>
            ) : (
              <p role="status">{t("loadingProfile")}</p>
            )}
          </TabPanel>
          <TabPanel id="security" shown={tab}>
            <SecurityForm />
          </TabPanel>
        </div>
      </div>
    </section>
  );
}

/** A tab's panel, named by its tab; hidden while another tab is chosen (`shown`). */
function TabPanel({ id, shown, children }: { id: TabId; shown: TabId; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`profile-panel-${id}`}
      aria-labelledby={`profile-tab-${id}`}
      className="tab-panel"
      hidden={shown !== id}
    >
      {children}
    </div>
  );
}
