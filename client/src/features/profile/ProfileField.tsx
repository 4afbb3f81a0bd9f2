import type { ComponentProps } from "react";
import { SubmitButton, TextField } from "../../components/FormFields.tsx";

/** A profile form's field: a labelled input with its hint and error, half the form's width unless `wide`. */
export function ProfileField({
  wide,
  ...field
}: Omit<ComponentProps<typeof TextField>, "className"> & { wide?: boolean }) {
  return <TextField {...field} className={wide ? "field profile-field wide" : "field profile-field"} />;
}

/** A profile form's last row, the width of the form: its submit button, which says so while the form saves. */
export function ProfileSubmit(props: ComponentProps<typeof SubmitButton>) {
  return (
    <div className="profile-actions wide">
      <SubmitButton {...props} />
    </div>
  );
}
