import { GoogleButton } from "./GoogleButton.tsx";

/** The other ways in, under the form: Google, and Facebook, which is not offered yet (choosing it says so). */
export function SocialButtons({
  googleLabel,
  facebookLabel,
  facebookSoon,
  onNotice,
}: {
  googleLabel: string;
  facebookLabel: string;
  /** What choosing Facebook says, through `onNotice` (the page shows it above its form). */
  facebookSoon: string;
  onNotice: (notice: string) => void;
}) {
  return (
    <div className="social-buttons">
      <GoogleButton label={googleLabel} />
      <button type="button" className="button" onClick={() => onNotice(facebookSoon)}>
        {facebookLabel}
      </button>
    </div>
  );
}
