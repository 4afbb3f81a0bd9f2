// /notify/unsubscribed: where a back-in-stock alert's unsubscribe link lands (GET /api/notify/unsubscribe
// redirects here): `?status=invalid` for a link the store does not know, else done.
import { Link, useSearchParams } from "react-router-dom";
import { FormMessage } from "../../components/FormFields.tsx";
import { TitledSection } from "../../components/TitledSection.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { stockAlertMessages } from "./stock-alert-messages.ts";

export default function StockAlertUnsubscribedPage() {
  const { t } = useMessages(stockAlertMessages);
  const [params] = useSearchParams();
  const invalid = params.get("status") === "invalid";
  return (
    <TitledSection id="unsubscribed" className="auth-card" title={t("unsubscribedTitle")} noindex>
      <FormMessage text={invalid ? t("unsubscribedInvalid") : t("unsubscribedDone")} failure={invalid} />
      <p>
        <Link to="/">{t("keepShopping")}</Link>
      </p>
    </TitledSection>
  );
}
