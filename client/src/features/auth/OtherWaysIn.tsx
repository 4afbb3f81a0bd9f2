import { Link } from "react-router-dom";
import { GoogleButton } from "./GoogleButton.tsx";

/**
 * The other ways in, under the sign-in and registration forms: Google, Facebook (not offered yet: choosing it
 * says so through `onNotice`, which the page shows above its form), and the other of the two pages (`elsewhere`).
 */
export function OtherWaysIn(props: {
  googleLabel: string;
  facebookLabel: string;
  facebookSoon: string;
  onNotice: (notice: string) => void;
  elsewhere: { question: string; to: "/login" | "/register"; label: string };
}) {
  return (
    <>
      <div className="social-buttons">
        <GoogleButton label={props.googleLabel} />
        <button type="button" className="button" onClick={() => props.onNotice(props.facebookSoon)}>
          {props.facebookLabel}
        </button>
      </div>
      <p>
        {props.elsewhere.question} <Link to={props.elsewhere.to}>{props.elsewhere.label}</Link>
      </p>
    </>
  );
}
