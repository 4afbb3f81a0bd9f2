// The account's emails: the welcome on registration and the password reset link.
import { button, html, layout, paragraph, type Email } from "./layout.ts";

export function welcomeEmail(name: string, storeUrl: string): Email {
  return layout(
    "Welcome to Nepal Store",
    `Welcome, ${name}!`,
    [
      paragraph(
        html`Your Nepal Store account is ready. Save products to your wishlist, check out faster and follow
        your orders from your profile.`,
      ),
      button("Start shopping", storeUrl),
    ],
    [
      "Your Nepal Store account is ready. Save products to your wishlist, check out faster and follow your orders from your profile.",
      "",
      `Start shopping: ${storeUrl}`,
    ],
  );
}

export function passwordResetEmail(name: string, link: string, validMinutes: number): Email {
  return layout(
    "Reset your Nepal Store password",
    "Reset your password",
    [
      paragraph(
        html`Hello ${name}, someone (we hope you) asked to reset the password of your Nepal Store account.`,
      ),
      button("Choose a new password", link),
      paragraph(
        html`The link works once, for ${validMinutes} minutes. If you did not ask for it, ignore this email:
        your password stays as it is.`,
      ),
    ],
    [
      `Hello ${name}, someone (we hope you) asked to reset the password of your Nepal Store account.`,
      "",
      `Choose a new password: ${link}`,
      "",
      `The link works once, for ${validMinutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ],
  );
}
