import { Link, useNavigate } from "react-router-dom";
import { useMessages } from "../../i18n/use-messages.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { notFoundMessages } from "./not-found-messages.ts";

export default function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useMessages(notFoundMessages);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <PageMeta title={t("title")} noindex />
      <h1 id="not-found-title">{t("title")}</h1>
      <p>{t("explanation")}</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => navigate(-1)}>
          {t("goBack")}
        </button>
        <Link className="button primary" to="/">
          {t("goHome")}
        </Link>
      </div>
    </section>
  );
}
