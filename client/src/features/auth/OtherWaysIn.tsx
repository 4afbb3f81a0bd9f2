import { Link } from "react-router-dom";
import { GoogleButton } from "./GoogleButton.tsx";
import { signInPath } from "./after-login.ts";

/**
 * The other ways in, under the sign-in and registration forms: Google, Facebook (not offered yet: choosing it
 * says so through `onNotice`, which the page shows above its form), and the other of the two pages (`elsewhere`).
 * `next`, where the guest was going, goes on to the other page and through Google's round trip.
 */
export function OtherWaysIn(props: {
  googleLabel: string;
  facebookLabel: string;
  facebookSoon: string;
  onNotice: (notice: string) => void;
  next: string | null;
  elsewhere: { question: string; to: "/login" | "/register"; label: string };
}) {
  return (
    <>
      <div className="social-buttons">
        <GoogleButton label={props.googleLabel} next={props.next} />
        <button type="button" className="button" onClick={() => props.onNotice(props.facebookSoon)}>
          {props.facebookLabel}
        </button>
      </div>
      <p>
        {props.elsewhere.question}{" "}
        <Link to={signInPath(props.elsewhere.to, props.next)}>{props.elsewhere.label}</Link>
      </p>
    </>
  );
}
