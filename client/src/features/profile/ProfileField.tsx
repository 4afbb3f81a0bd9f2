import type { ComponentProps } from "react";
import { TextField } from "../../components/TextField.tsx";

/** A profile form's field: a labelled input with its hint and error, half the form's width unless `wide`. */
export function ProfileField({
  wide,
  ...field
}: Omit<ComponentProps<typeof TextField>, "className"> & { wide?: boolean }) {
  return <TextField {...field} className={wide ? "field profile-field wide" : "field profile-field"} />;
}
