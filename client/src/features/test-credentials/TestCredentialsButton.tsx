import { useState } from "react";
import { baseApi } from "../../api/base-api.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { testCredentialsMessages } from "./test-credentials-messages.ts";
import "./test-credentials.css";

interface TestCredentials {
  esewa: { testAccount: string; password: string; token: string; instructions: string };
  khalti: { khaltiIds: string[]; mpin: string; otp: string; instructions: string };
  mastercard: {
    testCards: { number: string; expiry: string; cvv: string; name: string }[];
    instructions: string;
  };
  paypal: { testAccount: string; password: string; instructions: string };
  // SHOP-API.md part 3: the bank emulators; a store from before them does not list them.
  fonepay?: { merchantCode: string; username: string; instructions: string };
  connectips?: { username: string; password: string; otp: string; instructions: string };
}

const credentialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testCredentials: build.query<TestCredentials, void>({
      query: () => "/payments/test-credentials",
      transformResponse: (answer: { data: TestCredentials }) => answer.data,
    }),
  }),
});

function CredentialsList() {
  const { t } = useMessages(testCredentialsMessages);
  const { data, isLoading, isError } = credentialsApi.useTestCredentialsQuery();
  if (isLoading) return <p role="status">{t("loading")}</p>;
  if (isError || !data) return <p role="alert">{t("unavailable")}</p>;
  return (
    <div className="credentials">
      <h3>eSewa</h3>
      <p>
        {t("esewaLine", {
          id: data.esewa.testAccount,
          password: data.esewa.password,
          token: data.esewa.token,
        })}
      </p>
      <p className="brand-name">{data.esewa.instructions}</p>
      <h3>Khalti</h3>
      <p>
        Khalti ID {data.khalti.khaltiIds[0]}–{data.khalti.khaltiIds.at(-1)} · MPIN {data.khalti.mpin} · OTP{" "}
        {data.khalti.otp}
      </p>
      <p className="brand-name">{data.khalti.instructions}</p>
      <h3>Mastercard</h3>
      <ul>
        {data.mastercard.testCards.map((card) => (
          <li key={card.number}>
            {card.number} · {card.expiry} · CVV {card.cvv}
          </li>
        ))}
      </ul>
      <p className="brand-name">{data.mastercard.instructions}</p>
      <h3>PayPal</h3>
      <p>
        {data.paypal.testAccount} · {data.paypal.password}
      </p>
      <p className="brand-name">{data.paypal.instructions}</p>
      {data.fonepay && (
        <>
          <h3>Fonepay</h3>
          <p>
            {t("fonepayLine", {
              merchantCode: data.fonepay.merchantCode,
              username: data.fonepay.username,
            })}
          </p>
          <p className="brand-name">{data.fonepay.instructions}</p>
        </>
      )}
      {data.connectips && (
        <>
          <h3>connectIPS</h3>
          <p>
            {t("connectipsLine", {
              username: data.connectips.username,
              password: data.connectips.password,
              otp: data.connectips.otp,
            })}
          </p>
          <p className="brand-name">{data.connectips.instructions}</p>
        </>
      )}
    </div>
  );
}

/**
 * The floating button that lists the test payment credentials the offline gateways accept (docs/STOREFRONT.md
 * "Screens and routes"). It is there only once the store has given them: a store that takes real money
 * (STORE_MODE=live) runs no emulator and answers 404, and then there is no button at all, and nothing said.
 */
export function TestCredentialsButton() {
  const { t } = useMessages(testCredentialsMessages);
  const [open, setOpen] = useState(false);
  const { data } = credentialsApi.useTestCredentialsQuery();
  if (!data) return null;
  return (
    <>
      <button type="button" className="button primary credentials-button" onClick={() => setOpen(true)}>
        {t("button")}
      </button>
      {open && (
        <Dialog title={t("button")} onClose={() => setOpen(false)}>
          <CredentialsList />
          <div className="actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t("close")}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
